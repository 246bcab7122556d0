// The chat module's public surface: other modules and the app import only from here.
export { chatRoutes } from "./routes.ts";
export { chatChannel } from "./realtime-channel.ts";
export { joinProjectChat, leaveProjectChat, type ChatAnnouncement } from "./members.ts";
export { projectPeople } from "./project-people.ts";
