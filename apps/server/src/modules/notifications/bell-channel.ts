import type { NotificationsChangedEvent } from "@alicerce/shared/live";
import type { RealtimeChannel } from "../../realtime/channel.ts";

/**
 * The bell on the realtime hub (decision 048, decision 096): a change of a user's bell reaches every
 * socket of that user, which refetches the badge and the list. No read: the signal names the user.
 */
export function bellChannel(): RealtimeChannel {
  const event: NotificationsChangedEvent = { type: "notifications.changed" };
  return {
    name: "bell",
    deliver(signal, hub) {
      if (signal.type === "notifications.changed") hub.broadcast(hub.socketsOf(signal.userId), event);
    },
  };
}
