// The admin module's public surface: other modules, the app and scripts import only from here.
export { adminRoutes } from "./routes.ts";
export { runAdminVerify } from "./admin-verify-command.ts";
