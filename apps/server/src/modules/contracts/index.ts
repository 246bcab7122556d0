// The contracts module's public surface: the app and the seed import only from here.
export { contractRoutes } from "./routes.ts";
export { contractStatusConditions } from "./contract-status.ts";
