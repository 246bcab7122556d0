// The quotations module's public surface: other modules and the app import only from here.
export { quotationRoutes } from "./routes.ts";
