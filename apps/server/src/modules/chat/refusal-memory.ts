/**
 * Conversations a socket was refused (not a participant), remembered so that asking again costs no
 * database read. Bounded: past `max` the oldest is forgotten (it is then read again, within the
 * frame budget of decision 038). A conversation the user joins later is heard through the user
 * channel, which the web client uses; a conversation subscription to it needs a new socket.
 */
export function createRefusalMemory(max = 256) {
  const refused = new Set<string>();
  return {
    has: (conversationId: string) => refused.has(conversationId),
    add(conversationId: string) {
      refused.delete(conversationId);
      refused.add(conversationId);
      if (refused.size > max) refused.delete(refused.values().next().value!);
    },
    /** The user was added to the conversation after a refusal. */
    forget: (conversationId: string) => void refused.delete(conversationId),
  };
}
