import { Download, FileText, Paperclip } from "lucide-react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { SectionLoading } from "@/components/section-status";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { QueryStates } from "@/components/list/query-states";
import { useConversationFiles } from "@/api/chat/members";
import { formatDate, formatFileSize } from "@/lib/format";

/** "Arquivos": every file shared in the conversation, newest first, and a way to attach more. */
export function FilesDialog({
  conversationId,
  open,
  onOpenChange,
  onAttach,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAttach: () => void;
}) {
  const files = useConversationFiles(conversationId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Arquivos</DialogTitle>
          <DialogDescription>{acceptedTypesText("document")}, até 10MB cada.</DialogDescription>
        </DialogHeader>
        <QueryStates
          query={files}
          pending={<SectionLoading label="Carregando arquivos..." className="grid grid-cols-[minmax(0,1fr)] gap-2" />}
          errorTitle="Não foi possível carregar os arquivos."
          compact
          empty={<p className="text-sm text-muted-foreground">Nenhum arquivo compartilhado nesta conversa.</p>}
        >
          {(data) => (
            <ul aria-label="Arquivos compartilhados" className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {data.items.map((file) => (
                <li key={`${file.message_id}-${file.id}`} className="flex items-center gap-3 rounded-lg border p-2">
                  <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{file.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {file.sender_name} · {formatDate(file.created_at)} · {formatFileSize(file.size)}
                    </span>
                  </span>
                  <Button asChild variant="ghost" size="icon" className="shrink-0">
                    <a href={file.download_url} download={file.name} aria-label={`Baixar ${file.name}`}>
                      <Download aria-hidden="true" />
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onAttach();
            }}
          >
            <Paperclip aria-hidden="true" />
            Anexar arquivos
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
