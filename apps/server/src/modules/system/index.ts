// The system module's public surface: the app imports only from here.
export { systemRoutes } from "./routes.ts";
