import { useRef, useState, type ChangeEvent } from "react";
import { AlertCircle, CheckCircle2, FileText, Loader2, Paperclip, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { formatFileSize } from "@/lib/format";
import { screenFiles, takeFiles } from "@/components/form";
import { DOCUMENT_ACCEPT } from "@/lib/upload-file";

/** quotationInputSchema.attachment_ids holds at most 10 files. */
export const MAX_ATTACHMENTS = 10;

/**
 * docs/product/quotations.md#request-rules, attachments: pdf, doc, docx, jpg, jpeg or png, at most 10 MB each; a larger file is
 * announced ("O arquivo … excede o limite de 10MB.") and skipped. Each accepted file uploads to
 * POST /api/files at once, with its progress, and can be removed.
 */
export function AttachmentsField({ id, uploads }: { id: string; uploads: FileUploads }) {
  const input = useRef<HTMLInputElement>(null);
  const [skipped, setSkipped] = useState<string[]>([]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals: messages } = await screenFiles(takeFiles(event.target), {
      kind: "document",
      room: MAX_ATTACHMENTS - uploads.items.length,
      tooMany: `Anexe no máximo ${MAX_ATTACHMENTS} arquivos.`,
    });
    for (const file of accepted) uploads.start(file, "document");
    setSkipped(messages);
    // One toast at a time (docs/product/formats-and-layout.md#toasts): the last refusal; the list below keeps them all.
    if (messages.length) toast({ title: "Erro", description: messages[messages.length - 1], variant: "destructive" });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-hint`} className="flex items-start gap-2 text-sm text-muted-foreground">
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          PDF, DOC, DOCX, JPG, JPEG ou PNG, até 10MB cada.
        </p>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple
          onChange={onFiles}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attachments-input"
        />
        <Button
          id={id}
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
          disabled={uploads.items.length >= MAX_ATTACHMENTS}
        >
          <Paperclip aria-hidden="true" />
          Adicionar arquivos
        </Button>
      </div>
      {skipped.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-destructive">
          {skipped.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {uploads.items.length > 0 && (
        <ul className="grid gap-2" aria-label="Arquivos anexados">
          {uploads.items.map((item) => (
            <li key={item.key} className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-center justify-between gap-3">
                <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
                  {item.status === "done" && (
                    <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Enviado" />
                  )}
                  {item.status === "uploading" && (
                    <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                  )}
                  {item.status === "error" && (
                    <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  <span className="truncate">{item.name}</span>
                  <span className="shrink-0 font-normal text-muted-foreground">{formatFileSize(item.size)}</span>
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => uploads.remove(item.key)}
                  aria-label={`Remover ${item.name}`}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Remover</span>
                </Button>
              </div>
              {item.status === "uploading" && (
                <div className="flex items-center gap-2">
                  <Progress value={item.progress} aria-label={`Enviando ${item.name}`} className="h-1.5" />
                  <span className="text-xs tabular-nums">{item.progress}%</span>
                </div>
              )}
              {item.status === "error" && (
                <p role="alert" className="text-xs text-destructive">
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
