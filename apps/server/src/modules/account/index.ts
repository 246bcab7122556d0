// The account module's public surface: the app imports only from here.
export { accountRoutes } from "./routes.ts";
export { twoFactorRoutes } from "./two-factor-routes.ts";
export { passwordResetRoutes } from "./public-routes.ts";
export { passkeyRoutes } from "./passkey-routes.ts";
