import { useRef, useState } from "react";
import { FileText, Loader2, Paperclip, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { uploadFile } from "@/api/files/upload-file";
import { errorMessage } from "@/lib/api-client";
import { fileTooLargeMessage, hasExtension, MAX_UPLOAD_BYTES } from "@/lib/upload-file";

/** Receipts: PDF, JPG or PNG (the server checks the bytes again). */
const RECEIPT_ACCEPT = ".pdf,.jpg,.jpeg,.png";

/**
 * The expense's optional receipt, uploaded as soon as it is chosen; `onChange` gets its file id (or
 * null when removed) and `onBusyChange` holds the form while it uploads.
 */
export function ReceiptPicker({
  onChange,
  onBusyChange,
  error: fieldError,
}: {
  onChange: (fileId: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const shownError = error ?? fieldError;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!hasExtension(file, RECEIPT_ACCEPT)) {
      setError(`O arquivo ${file.name} não é PDF, JPG ou PNG.`);
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(fileTooLargeMessage(file));
      return;
    }
    setUploading(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, () => {});
      setChosen(uploaded.name);
      onChange(uploaded.id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setUploading(false);
      onBusyChange(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="expense-receipt" className="text-sm font-medium">
        Comprovante (opcional)
      </label>
      <input
        ref={input}
        id="expense-receipt"
        type="file"
        accept={RECEIPT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-describedby="expense-receipt-hint"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Paperclip aria-hidden="true" />}
          {uploading ? "Enviando..." : chosen ? "Trocar comprovante" : "Anexar comprovante"}
        </Button>
        {chosen && (
          <>
            <span className="flex items-center gap-1 text-sm break-all">
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              {chosen}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setChosen(null);
                onChange(null);
              }}
              aria-label={`Remover o comprovante ${chosen}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      <p id="expense-receipt-hint" className="text-xs text-muted-foreground">
        PDF, JPG ou PNG, até 10 MB.
      </p>
      {shownError && (
        <p role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}
