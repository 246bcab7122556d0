import { useRef, type ChangeEvent } from "react";
import { AlertCircle, CheckCircle2, Loader2, Trash2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { screenFiles, takeFiles } from "@/components/form";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { formatFileSize } from "@/lib/format";
import { DOCUMENT_ACCEPT } from "@/lib/upload-file";

/**
 * The document's file (docs/product/projects.md#attachments: PDF, DOC, DOCX, JPG, JPEG or PNG, at most
 * 10 MB; the server checks the content again). Uploaded as soon as it is chosen; choosing another
 * replaces it. `onChosen` receives the file's name, to suggest the document's.
 */
export function DocumentFileField({
  id,
  uploads,
  error,
  onError,
  onChosen,
}: {
  id: string;
  uploads: FileUploads;
  error?: string;
  onError: (message: string | undefined) => void;
  onChosen: (fileName: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const item = uploads.items[0];

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind: "document",
      room: 1,
      tooMany: "Escolha um único arquivo.",
    });
    onError(refusals[0]);
    const [file] = accepted;
    if (!file) return;
    uploads.items.forEach((previous) => uploads.remove(previous.key));
    uploads.start(file, "document");
    onChosen(file.name);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        Arquivo
      </span>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        onChange={onFiles}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="document-file-input"
      />
      {item ? (
        <div className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3">
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
              {item.status === "uploading" ? (
                <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              ) : item.status === "error" ? (
                <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Enviado" />
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
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            PDF, DOC, DOCX, JPG, JPEG ou PNG, até 10MB.
          </p>
          <Button
            id={id}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            aria-labelledby={`${id}-label ${id}`}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          >
            <Upload aria-hidden="true" />
            Escolher arquivo
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
