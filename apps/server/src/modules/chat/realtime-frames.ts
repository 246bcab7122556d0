import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { ChatClientFrame, ChatServerFrame } from "@alicerce/shared/schemas/chat";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";
import type { Database } from "../../db/client.ts";
import type { ChannelContext, ChannelSocket } from "../../realtime/channel.ts";
import { participantIds } from "./access.ts";
import type { SocketStates } from "./socket-state.ts";

/** How long a typing check of membership is trusted before it is read again. */
const TYPING_MEMBERSHIP_MS = 60_000;

/** What chat sends a socket: its own frames, and the transport's error frame for a refusal. */
export type ChatFrameOut = ChatServerFrame | Extract<RealtimeServerMessage, { type: "error" }>;
export const sendChat = (socket: ChannelSocket, frame: ChatFrameOut) => socket.send(frame);

const notMember = (socket: ChannelSocket, conversationId: string) =>
  sendChat(socket, { type: "error", code: "NOT_FOUND", message: CHAT_TEXTS.notFound, conversation_id: conversationId });

/**
 * Chat's answers to its client frames (docs/api/chat.md#realtime-socket-apirealtime): subscriptions,
 * typing and presence, each for a participant only; to anyone else "Conversa não encontrada.".
 */
export function chatFrames(deps: { db: Database; states: SocketStates }) {
  /**
   * A member typing: told to the conversation's other members (on every process). Membership is
   * read once a minute per socket and conversation, so typing costs no read per frame.
   */
  async function typing(socket: ChannelSocket, conversationId: string, hub: ChannelContext): Promise<boolean> {
    const state = deps.states.of(socket);
    const checked = state.typingIn.get(conversationId);
    if (checked === undefined || Date.now() - checked > TYPING_MEMBERSHIP_MS) {
      if (!(await participantIds(deps.db, conversationId)).has(socket.userId)) return false;
      state.typingIn.set(conversationId, Date.now());
    }
    hub.publish({ type: "typing", conversationId, userId: socket.userId });
    return true;
  }

  /** The presence of a conversation's members, for a member; their changes follow. False if not a member. */
  async function presence(socket: ChannelSocket, conversationId: string, hub: ChannelContext): Promise<boolean> {
    const members = await participantIds(deps.db, conversationId);
    if (!members.has(socket.userId)) return false;
    members.delete(socket.userId);
    hub.followPresence(socket, members);
    return true;
  }

  return async function onFrame(socket: ChannelSocket, frame: ChatClientFrame, hub: ChannelContext) {
    const state = deps.states.of(socket);
    switch (frame.type) {
      case "typing":
        if (!(await typing(socket, frame.conversation_id, hub))) notMember(socket, frame.conversation_id);
        return;
      case "presence":
        if (!(await presence(socket, frame.conversation_id, hub))) notMember(socket, frame.conversation_id);
        return;
      case "unsubscribe":
        state.conversations.delete(frame.conversation_id);
        return;
      case "subscribe":
        if (frame.scope === "user") {
          state.everything = true;
          return sendChat(socket, { type: "subscribed", scope: "user", conversation_id: null });
        }
        // Already subscribed (a removal would have dropped it) or already refused: no database read.
        if (state.conversations.has(frame.conversation_id)) {
          return sendChat(socket, {
            type: "subscribed",
            scope: "conversation",
            conversation_id: frame.conversation_id,
          });
        }
        if (
          state.refusals.has(frame.conversation_id) ||
          !(await participantIds(deps.db, frame.conversation_id)).has(socket.userId)
        ) {
          state.refusals.add(frame.conversation_id);
          return notMember(socket, frame.conversation_id);
        }
        state.conversations.add(frame.conversation_id);
        return sendChat(socket, { type: "subscribed", scope: "conversation", conversation_id: frame.conversation_id });
    }
  };
}
