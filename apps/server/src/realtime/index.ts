// The realtime transport's public surface (decision 096): the app wires it, modules register channels on it.
export { realtimeRoutes, REALTIME_MAX_FRAME_BYTES } from "./routes.ts";
export { closeSocketsForRestart } from "./shutdown.ts";
export { createRealtimeHub, type RealtimeHub } from "./hub.ts";
export { openSignalBus, type SignalBus } from "./signal-bus.ts";
export type { ChannelContext, ChannelSocket, RealtimeChannel, ServerFrame } from "./channel.ts";
