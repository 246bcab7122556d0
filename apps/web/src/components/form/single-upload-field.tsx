import { useRef, type ChangeEvent } from "react";
import { AlertCircle, CheckCircle2, FileText, Loader2, Trash2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { formatFileSize } from "@/lib/format";
import { DOCUMENT_ACCEPT, PDF_ACCEPT } from "@/lib/upload-file";
import { screenFiles, takeFiles } from "./file-screening";

const ACCEPT = { pdf: PDF_ACCEPT, document: DOCUMENT_ACCEPT } as const;

export type SingleUploadTexts = {
  label: string;
  /** Under the button while nothing is chosen: the types and size accepted. */
  hint: string;
  chooseLabel: string;
  /** The refusal when several files are dropped at once. */
  tooMany: string;
};

/**
 * One file, uploaded as soon as it is chosen (at most 10 MB; the server checks the content again).
 * It shows the file already saved (`current`, until removed), or the one being uploaded through
 * `uploads` with its progress, or a button to choose one. Choosing a file replaces the previous one.
 */
export function SingleUploadField({
  id,
  kind,
  texts,
  testId,
  uploads,
  error,
  onError,
  onChosen,
  current = null,
  onRemoveCurrent,
}: {
  id: string;
  kind: "pdf" | "document";
  texts: SingleUploadTexts;
  testId: string;
  uploads: FileUploads;
  error?: string;
  onError: (message: string | undefined) => void;
  /** Receives the chosen file's name (to suggest a document's name, say). */
  onChosen?: (fileName: string) => void;
  current?: { name: string; size: number } | null;
  onRemoveCurrent?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const item = uploads.items[0];

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind,
      room: 1,
      tooMany: texts.tooMany,
    });
    onError(refusals[0]);
    const [file] = accepted;
    if (!file) return;
    if (current) onRemoveCurrent?.();
    uploads.items.forEach((previous) => uploads.remove(previous.key));
    uploads.start(file, "document");
    onChosen?.(file.name);
  };

  const shown = item ? { name: item.name, size: item.size } : current;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {texts.label}
      </span>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={ACCEPT[kind]}
        onChange={onFiles}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
      />
      {shown ? (
        <div className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3">
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
              {item?.status === "uploading" ? (
                <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              ) : item?.status === "error" ? (
                <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : item ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Enviado" />
              ) : (
                <FileText className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span className="truncate">{shown.name}</span>
              <span className="shrink-0 font-normal text-muted-foreground">{formatFileSize(shown.size)}</span>
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => (item ? uploads.remove(item.key) : onRemoveCurrent?.())}
              aria-label={`Remover ${shown.name}`}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">Remover</span>
            </Button>
          </div>
          {item?.status === "uploading" && (
            <div className="flex items-center gap-2">
              <Progress value={item.progress} aria-label={`Enviando ${item.name}`} className="h-1.5" />
              <span className="text-xs tabular-nums">{item.progress}%</span>
            </div>
          )}
          {item?.status === "error" && (
            <p role="alert" className="text-xs text-destructive">
              {item.error}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {texts.hint}
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
            {texts.chooseLabel}
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
