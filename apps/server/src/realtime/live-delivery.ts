import type { RealtimeServerMessage } from "@alicerce/shared/schemas/chat";
import type { Database } from "../db/client.ts";
import type { WorkInFlight } from "../lib/work-in-flight.ts";
import { liveAudience } from "./live-audience.ts";
import type { LiveSignal, RealtimeSignal } from "./signal-bus.ts";

type Client = { userId: string };
type Log = { warn(obj: object, message: string): void };

export const isLiveSignal = (signal: RealtimeSignal): signal is LiveSignal =>
  signal.type === "notifications.changed" || signal.type === "domain.changed";

/**
 * Delivers live updates (decision 048) to this process's sockets: a bell change to its owner's
 * sockets, a domain change to the sockets of the people it concerns (live-audience.ts). The events
 * carry ids only; the tab refetches through the permission-checked endpoints. Every socket of the
 * user hears them, subscribed to a channel or not: they are about the user's own things.
 */
export function createLiveDelivery<C extends Client>(deps: {
  db: Database;
  log: Log;
  /** The audience's read, which a shutdown waits for (decision 081). */
  work: WorkInFlight;
  /** The user's sockets on this process. */
  clientsOf(userId: string): Iterable<C>;
  /** Whether this process has any socket open (no socket: no audience query). */
  anyClient(): boolean;
  send(client: C, message: RealtimeServerMessage): void;
}) {
  async function deliver(signal: LiveSignal) {
    if (!deps.anyClient()) return;
    if (signal.type === "notifications.changed") {
      for (const client of deps.clientsOf(signal.userId)) deps.send(client, { type: "notifications.changed" });
      return;
    }
    const audience = await liveAudience(deps.db, signal);
    const event: RealtimeServerMessage = {
      type: "domain.changed",
      domains: signal.domains,
      subject: signal.subject,
      id: signal.id,
    };
    for (const userId of audience) for (const client of deps.clientsOf(userId)) deps.send(client, event);
  }
  return (signal: LiveSignal) =>
    void deps.work.track(
      deliver(signal).catch((err: Error) => deps.log.warn({ err, signal: signal.type }, "live delivery failed")),
    );
}
