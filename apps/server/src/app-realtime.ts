import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./app-deps.ts";
import { closeAfterWork } from "./http/draining.ts";
import { domainChangesChannel } from "./live/domain-channel.ts";
import { chatChannel } from "./modules/chat/index.ts";
import { bellChannel } from "./modules/notifications/index.ts";
import { createRealtimeHub, type RealtimeHub } from "./realtime/index.ts";

/**
 * The app's realtime hub and what it carries (decision 096): the hub is the transport, and each
 * module that delivers over it registers its channel here, where the app is wired, so the hub
 * imports no module. Closed once the work in flight settled (decision 081).
 */
export function wireRealtime(app: FastifyInstance, deps: AppDeps): RealtimeHub {
  const hub = createRealtimeHub({
    db: deps.db,
    signals: deps.signals,
    log: app.log,
    heartbeatMs: deps.config.realtimeHeartbeatMs,
    work: deps.work,
    limits: {
      frames: { perSecond: deps.config.realtime.framesPerSecond, burst: deps.config.realtime.frameBurst },
      socketsPerSession: deps.config.realtime.socketsPerSession,
    },
  });
  closeAfterWork(app, () => hub.close());
  hub.registerChannel(chatChannel({ db: deps.db }));
  hub.registerChannel(bellChannel());
  hub.registerChannel(domainChangesChannel({ db: deps.db }));
  return hub;
}
