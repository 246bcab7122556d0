// The chat module's public surface: other modules and the app import only from here.
export { chatRoutes } from "./routes.ts";
export { participantIds } from "./access.ts";
export { lastReadAt, unreadIn, unreadTotal } from "./conversation-reads.ts";
export { readMessage } from "./message-reads.ts";
export { joinProjectChat, leaveProjectChat, type ChatAnnouncement } from "./members.ts";
export { projectPeople } from "./project-people.ts";
