import type { Database } from "../../db/client.ts";
import type { ChannelContext, ChannelSocket } from "../../realtime/channel.ts";
import type { ConversationSignal, RealtimeSignal } from "../../realtime/signal-bus.ts";
import { participantIds } from "./access.ts";
import { lastReadAt, unreadIn, unreadTotal } from "./conversation-reads.ts";
import { readMessage } from "./message-reads.ts";
import { sendChat } from "./realtime-frames.ts";
import { hears, type SocketStates } from "./socket-state.ts";

const CONVERSATION_SIGNALS = new Set<RealtimeSignal["type"]>([
  "message.created",
  "message.updated",
  "conversation.read",
  "conversation.updated",
  "membership.removed",
  "typing",
]);
const isConversationSignal = (signal: RealtimeSignal): signal is ConversationSignal =>
  CONVERSATION_SIGNALS.has(signal.type);

/**
 * Chat's delivery of the bus's conversation signals. A signal carries ids only: the rows are read
 * once per signal or batch of signals (not per socket), and an event goes to a socket only if its
 * user takes part in the conversation at that moment, so a removed member hears nothing more even
 * if their socket subscribed before. Signals of one conversation are handled in order (a queue per
 * conversation), so messages arrive in the order they were sent.
 */
export function chatDelivery(deps: { db: Database; states: SocketStates }) {
  const { states } = deps;

  /** The local sockets of the conversation's current participants that listen to it. */
  async function audience(conversationId: string, hub: ChannelContext): Promise<ChannelSocket[]> {
    if (!hub.anySocket()) return [];
    const members = await participantIds(deps.db, conversationId);
    const sockets: ChannelSocket[] = [];
    for (const userId of members) {
      for (const socket of hub.socketsOf(userId)) {
        const state = states.peek(socket);
        // A participant now: a refusal remembered from before they joined no longer holds.
        state?.refusals.forget(conversationId);
        if (hears(state, conversationId)) sockets.push(socket);
      }
    }
    return sockets;
  }

  async function deliver(
    signal: ConversationSignal,
    audienceOnce: () => Promise<ChannelSocket[]>,
    hub: ChannelContext,
  ) {
    const { conversationId } = signal;
    switch (signal.type) {
      case "message.created":
      case "message.updated": {
        const sockets = await audienceOnce();
        if (sockets.length === 0) return;
        const message = signal.message ?? (await readMessage(deps.db, signal.messageId));
        if (!message) return;
        hub.broadcast(sockets, { type: signal.type, conversation_id: conversationId, message });
        return;
      }
      case "conversation.updated": {
        for (const socket of await audienceOnce()) {
          sendChat(socket, { type: "conversation.updated", conversation_id: conversationId });
        }
        return;
      }
      case "conversation.read": {
        const sockets = [...hub.socketsOf(signal.userId)].filter((s) => hears(states.peek(s), conversationId));
        if (sockets.length === 0) return;
        const [readAt, unread, total] = await Promise.all([
          lastReadAt(deps.db, signal.userId, conversationId),
          unreadIn(deps.db, signal.userId, conversationId),
          unreadTotal(deps.db, signal.userId),
        ]);
        if (!readAt) return; // left meanwhile
        for (const socket of sockets) {
          sendChat(socket, {
            type: "conversation.read",
            conversation_id: conversationId,
            last_read_at: readAt,
            unread_count: unread,
            total_unread: total.total,
          });
        }
        return;
      }
      case "typing": {
        for (const socket of await audienceOnce()) {
          if (socket.userId !== signal.userId) {
            sendChat(socket, { type: "typing", conversation_id: conversationId, user_id: signal.userId });
          }
        }
        return;
      }
      case "membership.removed": {
        for (const socket of hub.socketsOf(signal.userId)) {
          const state = states.peek(socket);
          const heard = hears(state, conversationId);
          state?.conversations.delete(conversationId);
          if (heard) sendChat(socket, { type: "membership.removed", conversation_id: conversationId });
        }
        return;
      }
    }
  }

  /**
   * Delivers a batch of one conversation's signals in order. The audience is read once for the
   * batch and again after a signal that may change membership: under load, a busy conversation's
   * signals pile up while one is delivered, and one participants query per message would make
   * delivery fall further and further behind (each query waits for a pooled connection).
   */
  async function deliverBatch(conversationId: string, batch: ConversationSignal[], hub: ChannelContext) {
    let sockets: Promise<ChannelSocket[]> | null = null;
    const audienceOnce = () => (sockets ??= audience(conversationId, hub));
    for (const signal of batch) {
      try {
        await deliver(signal, audienceOnce, hub);
      } catch (err) {
        hub.log.warn({ err, signal: signal.type }, "realtime delivery failed");
      }
      if (signal.type !== "message.created" && signal.type !== "message.updated" && signal.type !== "typing") {
        sockets = null;
      }
    }
  }

  /** Signals waiting per conversation; a conversation present here has a drain running. */
  const queues = new Map<string, ConversationSignal[]>();
  async function drain(conversationId: string, queue: ConversationSignal[], hub: ChannelContext) {
    // What arrives while a batch is delivered waits for the next batch, so order holds.
    while (queue.length > 0) await deliverBatch(conversationId, queue.splice(0), hub);
    queues.delete(conversationId);
  }

  return function onSignal(signal: RealtimeSignal, hub: ChannelContext) {
    if (!isConversationSignal(signal)) return;
    const queued = queues.get(signal.conversationId);
    if (queued) return void queued.push(signal);
    const queue = [signal];
    queues.set(signal.conversationId, queue);
    hub.track(drain(signal.conversationId, queue, hub));
  };
}
