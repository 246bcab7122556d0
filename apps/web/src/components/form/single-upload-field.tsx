import { Upload } from "lucide-react";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { FilePicker } from "./file-picker";
import { UploadRow } from "./upload-field";

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
  const item = uploads.items[0];

  const choose = ([file]: File[]) => {
    if (!file) return;
    if (current) onRemoveCurrent?.();
    uploads.items.forEach((previous) => uploads.remove(previous.key));
    uploads.start(file, kind);
    onChosen?.(file.name);
  };

  const shown = item ? { name: item.name, size: item.size } : current;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {texts.label}
      </span>
      {shown ? (
        <UploadRow
          as="div"
          file={item ?? shown}
          onRemove={() => (item ? uploads.remove(item.key) : onRemoveCurrent?.())}
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {texts.hint}
          </p>
          <FilePicker
            kind={kind}
            room={1}
            tooMany={texts.tooMany}
            multiple={false}
            onFiles={choose}
            onRefused={(refusals) => onError(refusals[0])}
            input={{ id: `${id}-input`, testId }}
            id={id}
            size="sm"
            aria-labelledby={`${id}-label ${id}`}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          >
            <Upload aria-hidden="true" />
            {texts.chooseLabel}
          </FilePicker>
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
