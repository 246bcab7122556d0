// The realtime module's public surface: the app imports only from here.
export { realtimeRoutes, REALTIME_MAX_FRAME_BYTES } from "./routes.ts";
export { closeSocketsForRestart } from "./shutdown.ts";
export { registerLiveChanges } from "./live-changes.ts";
