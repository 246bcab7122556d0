import type { ComponentProps, ReactNode } from "react";
import { AlertCircle, CheckCircle2, FileText, Loader2, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { UploadItem } from "@/hooks/use-file-uploads";
import { formatFileSize } from "@/lib/format";
import { FilePicker } from "./file-picker";

/** What a row or a tile shows of a file: one being uploaded (`UploadItem`), or one already saved. */
type Shown = Pick<UploadItem, "name" | "size"> & Partial<Pick<UploadItem, "status" | "progress" | "error">>;

const LISTS = {
  rows: "grid gap-2",
  thumbnails: "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4",
} as const;

/**
 * The one file field of the form layer (decision 098): the hint and the button that opens the file
 * dialog (FilePicker, which screens the files), the field's error, then its files as rows
 * (UploadRow: documents, attachments) or thumbnails (UploadTile: photos, galleries), each with its
 * progress, its error and its remove button. `count` is how many files the list holds; with none, no list.
 */
export function UploadField({
  legend,
  hint,
  hintId,
  picker,
  error,
  variant,
  listLabel,
  count,
  children,
}: {
  /** The field's name: a fieldset's legend. Without it the button's own label names the field. */
  legend?: string;
  hint: ReactNode;
  hintId: string;
  picker: ComponentProps<typeof FilePicker>;
  error?: ReactNode;
  variant: keyof typeof LISTS;
  listLabel?: string;
  count: number;
  /** The rows or tiles. */
  children: ReactNode;
}) {
  const body = (
    <>
      {legend && <legend className="text-sm font-medium">{legend}</legend>}
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        <div id={hintId} className="flex items-start gap-2 text-sm text-muted-foreground">
          {hint}
        </div>
        <FilePicker {...picker} />
      </div>
      {error && (
        <div role="alert" className="text-sm text-destructive">
          {error}
        </div>
      )}
      {count > 0 && (
        <ul aria-label={listLabel} className={LISTS[variant]}>
          {children}
        </ul>
      )}
    </>
  );
  return legend ? (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      {body}
    </fieldset>
  ) : (
    <div className="grid gap-3">{body}</div>
  );
}

/** A file's state icon, its name and its size. */
export function UploadName({ file }: { file: Shown }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
      {file.status === "uploading" ? (
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
      ) : file.status === "error" ? (
        <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      ) : file.status === "done" ? (
        <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Enviado" />
      ) : (
        <FileText className="size-4 shrink-0" aria-hidden="true" />
      )}
      <span className="truncate">{file.name}</span>
      {file.name && <span className="shrink-0 font-normal text-muted-foreground">{formatFileSize(file.size)}</span>}
    </p>
  );
}

/** While a file uploads: its bar, named "Enviando <file>", and the percentage. */
export function UploadProgress({ file }: { file: Shown }) {
  if (file.status !== "uploading") return null;
  return (
    <div className="flex items-center gap-2">
      <Progress value={file.progress} aria-label={`Enviando ${file.name}`} className="h-1.5" />
      <span className="text-xs tabular-nums">{file.progress}%</span>
    </div>
  );
}

/** A file's own failure, announced: the upload's error by default. */
export function UploadError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="flex items-start gap-1 text-xs text-destructive">
      <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/**
 * A file as a row: its name and size, progress and error, and "Remover" (named `removeLabel`,
 * "Remover <file>" by default). `children` go under it (a document's name and type).
 */
export function UploadRow({
  file,
  onRemove,
  removeLabel = `Remover ${file.name}`,
  error = file.status === "error" ? file.error : undefined,
  as: Tag = "li",
  children,
}: {
  file: Shown;
  onRemove: () => void;
  removeLabel?: string;
  error?: string;
  as?: "li" | "div";
  children?: ReactNode;
}) {
  return (
    <Tag className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <UploadName file={file} />
          <UploadProgress file={file} />
          <UploadError message={error} />
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel}>
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Remover</span>
        </Button>
      </div>
      {children}
    </Tag>
  );
}

/**
 * A file as a thumbnail: the picture (`src`, described by `alt`; the file's name stands in when there
 * is none), a caption, what the field adds (`children`: a photo's description), the progress and the
 * error of an upload, and the remove button (`removeLabel`) in its corner.
 */
export function UploadTile({
  src,
  alt,
  file,
  caption,
  removeLabel,
  onRemove,
  children,
}: {
  src: string | undefined;
  alt: string;
  /** The upload behind the tile; none for a picture already saved. */
  file?: UploadItem;
  caption?: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const failed = file?.status === "error";
  const picture = failed ? undefined : src;
  const below = caption || children || file?.status === "uploading" || failed;
  return (
    <li className="relative grid content-start overflow-hidden rounded-lg border bg-muted">
      <div className="aspect-[4/3]">
        {picture ? (
          <img src={picture} alt={alt} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center p-2 text-center text-xs break-all">
            {file?.name}
          </div>
        )}
      </div>
      {below && (
        <div className="grid gap-1 bg-background p-2">
          {caption && <p className="truncate text-xs">{caption}</p>}
          {children}
          {file && <UploadProgress file={file} />}
          <UploadError message={failed ? file.error : undefined} />
        </div>
      )}
      <Button
        type="button"
        variant="secondary"
        size="icon"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-1.5 right-1.5 size-7 rounded-full bg-background/90 shadow-sm"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
