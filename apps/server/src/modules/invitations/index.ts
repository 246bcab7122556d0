// The invitations module's public surface: other modules and the app import only from here.
export { invitationRoutes } from "./routes.ts";
