import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { Message } from "@alicerce/shared/schemas/chat";
import { useCallback, useState } from "react";
import { toast } from "@/hooks/use-toast";
import { useSendMessage } from "@/api/chat/message-mutations";
import { unconfirmed } from "@/api/chat/merge-messages";
import { newClientId } from "@/api/chat/new-client-id";
import { ApiRequestError } from "@/lib/api-client";
import type { Draft } from "./composer";
import type { PendingMessage } from "./pending-message";

/**
 * Optimistic sends: each shows at once as pending, carries a client id, and disappears once the
 * server's copy (with that id) is held. A failed one stays with "Tentar novamente", which resends
 * with the same client id, so a send whose answer was lost is still stored once.
 */
export function usePendingSends(conversationId: string, held: Message[]) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const send = useSendMessage(conversationId);

  const deliver = useCallback(
    (message: PendingMessage) => {
      setPending((list) => [
        ...list.filter((p) => p.client_id !== message.client_id),
        { ...message, status: "sending" },
      ]);
      send.mutate(
        {
          client_id: message.client_id,
          content: message.content,
          reply_to_id: message.reply_to?.id ?? null,
          attachment_ids: message.attachment_ids,
          mention_ids: message.mention_ids,
        },
        {
          onSuccess: () => setPending((list) => list.filter((p) => p.client_id !== message.client_id)),
          onError: (error) => {
            // A refusal (4xx) will not succeed on retry; the message says why.
            const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
            setPending((list) =>
              refused
                ? list.filter((p) => p.client_id !== message.client_id)
                : list.map((p) => (p.client_id === message.client_id ? { ...p, status: "failed" } : p)),
            );
            toast({
              title: "Erro",
              description: refused ? error.message : CHAT_TEXTS.sendFailed,
              variant: "destructive",
            });
          },
        },
      );
    },
    [send],
  );

  const submit = useCallback(
    (draft: Draft, replyTo: Message | null) => {
      if (send.isPending) return;
      deliver({
        client_id: newClientId(),
        content: draft.content,
        reply_to: replyTo
          ? {
              id: replyTo.id,
              sender_id: replyTo.sender.id,
              sender_name: replyTo.sender.name,
              content: replyTo.content,
              deleted: replyTo.deleted_at !== null,
            }
          : null,
        attachment_ids: draft.attachmentIds,
        mention_ids: draft.mentionIds,
        attachment_names: draft.attachmentNames,
        created_at: new Date().toISOString(),
        status: "sending",
      });
    },
    [deliver, send.isPending],
  );

  return {
    pending: unconfirmed(pending, held),
    sending: send.isPending,
    submit,
    retry: (message: PendingMessage) => {
      if (!send.isPending) deliver(message);
    },
  };
}
