import { appPaths } from "@alicerce/shared/routes";
import { CONVERSATION_TYPE_LABELS } from "@alicerce/shared/chat";
import type { ConversationDetail } from "@alicerce/shared/schemas/chat";
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format";
import { ConversationAvatar } from "./conversation-avatar";

/** "Informações": what the conversation is, since when, and its project. */
export function InfoDialog({
  conversation,
  open,
  onOpenChange,
}: {
  conversation: ConversationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const creator = conversation.participants.find((p) => p.user_id === conversation.created_by);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Informações</DialogTitle>
          <DialogDescription className="sr-only">Dados da conversa</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <ConversationAvatar avatar={conversation.avatar} className="size-12" />
          <p className="min-w-0 text-lg font-semibold break-words">{conversation.title}</p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Tipo</dt>
          <dd>{CONVERSATION_TYPE_LABELS[conversation.type]}</dd>
          <dt className="text-muted-foreground">Participantes</dt>
          <dd>{conversation.participants.length}</dd>
          <dt className="text-muted-foreground">Criada em</dt>
          <dd>{formatDate(conversation.created_at)}</dd>
          {creator && (
            <>
              <dt className="text-muted-foreground">Criada por</dt>
              <dd className="break-words">{creator.name}</dd>
            </>
          )}
          {conversation.project && (
            <>
              <dt className="text-muted-foreground">Projeto</dt>
              <dd>
                <Link
                  to={appPaths.project(conversation.project.id)}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {conversation.project.title}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
