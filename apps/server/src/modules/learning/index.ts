// The learning module's public surface: other modules and the app import only from here.
export { learningRoutes } from "./routes.ts";
