import type { DomainChangedEvent } from "@alicerce/shared/live";
import type { Database } from "../db/client.ts";
import type { ChannelContext, RealtimeChannel } from "../realtime/channel.ts";
import { liveAudience, type DomainChanged } from "./audience.ts";

/**
 * The live pages on the realtime hub (decision 048, decision 096): a domain change goes to the
 * sockets of the people it concerns (audience.ts). The event carries ids only; the tab refetches
 * through the permission-checked endpoints. Every socket of the user hears it, subscribed to a chat
 * channel or not: it is about the user's own things.
 */
export function domainChangesChannel(deps: { db: Database }): RealtimeChannel {
  async function deliver(signal: DomainChanged, hub: ChannelContext) {
    const audience = await liveAudience(deps.db, signal);
    const event: DomainChangedEvent = {
      type: "domain.changed",
      domains: signal.domains,
      subject: signal.subject,
      id: signal.id,
    };
    hub.broadcast(
      [...audience].flatMap((userId) => [...hub.socketsOf(userId)]),
      event,
    );
  }
  return {
    name: "live pages",
    deliver(signal, hub) {
      // No socket here: no audience query.
      if (signal.type !== "domain.changed" || !hub.anySocket()) return;
      hub.track(
        deliver(signal, hub).catch((err: Error) => hub.log.warn({ err, signal: signal.type }, "live delivery failed")),
      );
    },
  };
}
