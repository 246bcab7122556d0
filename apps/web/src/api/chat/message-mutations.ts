import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  ConversationList,
  EditMessageInput,
  ForwardMessageInput,
  Message,
  ReadReceipt,
  SendMessageInput,
  UnreadTotal,
} from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";
import { markQuotesDeleted, putMessages } from "./messages";

/** POST …/messages: a retried send (same client_id) answers the message stored the first time. */
export function sendMessage(conversationId: string, input: SendMessageInput): Promise<Message> {
  return unwrap(
    client.POST("/api/chat/conversations/{id}/messages", { params: { path: { id: conversationId } }, body: input }),
  );
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows docs/product/messages.md#chat's "Não foi possível enviar a mensagem." itself.
    meta: { errorToast: false },
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => {
      putMessages(queryClient, conversationId, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      if (message.attachments.length) void queryClient.invalidateQueries({ queryKey: chatKeys.files(conversationId) });
    },
  });
}

/** New unread figures from a read receipt (or its realtime echo) for the badge, the list and the detail. */
export async function applyReadReceipt(queryClient: QueryClient, receipt: Omit<ReadReceipt, "last_read_at">) {
  // A refetch started before the read would answer the older, higher count after it; cancelling
  // restores the state from before that refetch, so the receipt is written only once that is done.
  await queryClient.cancelQueries({ queryKey: chatKeys.unread() });
  queryClient.setQueryData<UnreadTotal>(chatKeys.unread(), (current) =>
    current ? { ...current, total: receipt.total_unread } : { total: receipt.total_unread, conversations: 0 },
  );
  queryClient.setQueriesData<ConversationList>({ queryKey: chatKeys.lists() }, (list) =>
    list
      ? {
          items: list.items.map((row) =>
            row.id === receipt.conversation_id ? { ...row, unread_count: receipt.unread_count } : row,
          ),
        }
      : list,
  );
}

/** POST …/read: the conversation is read up to now; the badges follow. */
export function markConversationRead(conversationId: string): Promise<ReadReceipt> {
  return unwrap(client.POST("/api/chat/conversations/{id}/read", { params: { path: { id: conversationId } } }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // Reading happens by itself on screen; a failure leaves the badge as it was, nothing to announce.
    meta: { errorToast: false },
    mutationFn: markConversationRead,
    onSuccess: (receipt) => applyReadReceipt(queryClient, receipt),
  });
}

/** POST /api/chat/messages/:id/important: one way, by a participant other than the sender. */
export function markImportant(messageId: string): Promise<Message> {
  return unwrap(client.POST("/api/chat/messages/{id}/important", { params: { path: { id: messageId } } }));
}

export function useMarkImportant() {
  const queryClient = useQueryClient();
  return useMutation({
    // docs/product/messages.md#chat: marking a message important fails silently.
    meta: { errorToast: false },
    mutationFn: markImportant,
    onSuccess: (message) => putMessages(queryClient, message.conversation_id, [message]),
  });
}

/** POST /api/chat/messages/:id/forward: a copy in another conversation, saying it was forwarded. */
export function forwardMessage(messageId: string, input: ForwardMessageInput): Promise<Message> {
  return unwrap(client.POST("/api/chat/messages/{id}/forward", { params: { path: { id: messageId } }, body: input }));
}

export function useForwardMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: ForwardMessageInput }) =>
      forwardMessage(messageId, input),
    onSuccess: (message) => {
      putMessages(queryClient, message.conversation_id, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

/** PATCH /api/chat/messages/:id: the sender's new text, within 15 minutes of sending. */
export function editMessage(messageId: string, input: EditMessageInput): Promise<Message> {
  return unwrap(client.PATCH("/api/chat/messages/{id}", { params: { path: { id: messageId } }, body: input }));
}

/** DELETE /api/chat/messages/:id: the sender's message becomes "Mensagem apagada" for everyone. */
export function deleteMessage(messageId: string): Promise<Message> {
  return unwrap(client.DELETE("/api/chat/messages/{id}", { params: { path: { id: messageId } } }));
}

/** Edit or delete: the answer replaces the held copy (the realtime echo does the same for the others). */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: EditMessageInput }) => editMessage(messageId, input),
    onSuccess: (message) => {
      putMessages(queryClient, message.conversation_id, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (message) => {
      putMessages(queryClient, message.conversation_id, [message]);
      markQuotesDeleted(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.files(message.conversation_id) });
    },
  });
}
