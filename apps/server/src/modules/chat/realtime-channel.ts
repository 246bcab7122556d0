import { chatClientFrameSchema, type ChatClientFrame } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import type { RealtimeChannel } from "../../realtime/channel.ts";
import { chatDelivery } from "./realtime-delivery.ts";
import { chatFrames } from "./realtime-frames.ts";
import { createSocketStates } from "./socket-state.ts";

/**
 * Chat on the realtime hub (decision 096): it answers the subscribe, unsubscribe, typing and
 * presence frames, and delivers the conversations' signals to the sockets of their participants.
 */
export function chatChannel(deps: { db: Database }): RealtimeChannel<ChatClientFrame> {
  const states = createSocketStates();
  return {
    name: "chat",
    frames: chatClientFrameSchema,
    onFrame: chatFrames({ db: deps.db, states }),
    deliver: chatDelivery({ db: deps.db, states }),
  };
}
