import type { ChannelSocket } from "../../realtime/channel.ts";
import { createRefusalMemory } from "./refusal-memory.ts";

/** What chat remembers of one open socket (the hub knows none of it: decision 096). */
export type ChatSocketState = {
  /** Every conversation the user takes part in (the "user channel"). */
  everything: boolean;
  /** Conversations subscribed one by one. */
  conversations: Set<string>;
  /** Conversations this socket was refused, answered again without a database read. */
  refusals: ReturnType<typeof createRefusalMemory>;
  /** Conversations this socket was found a member of for typing, with when (re-checked after a minute). */
  typingIn: Map<string, number>;
};

/** Chat's state per socket, made on the socket's first chat frame and dropped with the socket. */
export function createSocketStates() {
  const states = new WeakMap<ChannelSocket, ChatSocketState>();
  return {
    of(socket: ChannelSocket): ChatSocketState {
      let state = states.get(socket);
      if (!state) {
        state = { everything: false, conversations: new Set(), refusals: createRefusalMemory(), typingIn: new Map() };
        states.set(socket, state);
      }
      return state;
    },
    /** The state of a socket that sent chat a frame; undefined for one that never did (it hears nothing). */
    peek: (socket: ChannelSocket) => states.get(socket),
  };
}
export type SocketStates = ReturnType<typeof createSocketStates>;

/** Whether the socket hears the conversation's events: through the user channel or its own subscription. */
export const hears = (state: ChatSocketState | undefined, conversationId: string) =>
  state !== undefined && (state.everything || state.conversations.has(conversationId));
