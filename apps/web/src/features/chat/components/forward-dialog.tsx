import type { Message } from "@alicerce/shared/schemas/chat";
import { SectionLoading } from "@/components/section-status";
import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { QueryStates } from "@/components/list/query-states";
import { toast } from "@/hooks/use-toast";
import { useConversations } from "@/api/chat/conversations";
import { useForwardMessage } from "@/api/chat/message-mutations";
import { newClientId } from "@/api/chat/new-client-id";
import { ConversationAvatar } from "./conversation-avatar";

/**
 * "Encaminhar": the user's other conversations; choosing one copies the message there, marked as
 * forwarded. A retry after a lost answer reuses the same client id, so the copy is stored once.
 */
export function ForwardDialog({
  message,
  currentConversationId,
  onClose,
}: {
  message: Message | null;
  currentConversationId: string;
  onClose: () => void;
}) {
  const open = message !== null;
  const conversations = useConversations("", open);
  const forward = useForwardMessage();
  const [attempt, setAttempt] = useState<{ target: string; clientId: string } | null>(null);
  const targets = (conversations.data?.items ?? []).filter((c) => c.id !== currentConversationId);

  const choose = (targetId: string, title: string) => {
    if (!message || forward.isPending) return;
    const clientId = attempt?.target === targetId ? attempt.clientId : newClientId();
    setAttempt({ target: targetId, clientId });
    forward.mutate(
      { messageId: message.id, input: { conversation_id: targetId, client_id: clientId } },
      {
        onSuccess: () => {
          setAttempt(null);
          toast({ title: "Mensagem encaminhada", description: `Enviada para ${title}.` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Encaminhar mensagem</DialogTitle>
          <DialogDescription>Escolha a conversa que vai receber uma cópia.</DialogDescription>
        </DialogHeader>
        <QueryStates
          query={conversations}
          pending={<SectionLoading label="Carregando conversas..." className="grid grid-cols-[minmax(0,1fr)] gap-2" />}
          errorTitle="Não foi possível carregar as conversas."
          compact
          isEmpty={() => targets.length === 0}
          empty={<p className="text-sm text-muted-foreground">Você não tem outras conversas.</p>}
        >
          {() => (
            <ul aria-label="Conversas" className="grid grid-cols-[minmax(0,1fr)] gap-1">
              {targets.map((target) => (
                <li key={target.id}>
                  <button
                    type="button"
                    onClick={() => choose(target.id, target.title)}
                    disabled={forward.isPending}
                    className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
                  >
                    <ConversationAvatar avatar={target.avatar} className="size-9" />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{target.title}</span>
                    {forward.isPending && attempt?.target === target.id && (
                      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </DialogContent>
    </Dialog>
  );
}
