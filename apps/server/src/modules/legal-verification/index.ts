// The legal-verification module's public surface: other modules, the app and scripts import only from here.
export { legalVerificationRoutes } from "./routes.ts";
export { runAdminVerify } from "./admin-verify-command.ts";
