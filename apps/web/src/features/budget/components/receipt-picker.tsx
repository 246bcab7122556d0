import { useState } from "react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { FileText, Loader2, Paperclip, Trash2 } from "lucide-react";
import { FilePicker, useSingleUpload } from "@/components/form";
import { Button } from "@/components/ui/button";

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
  const [chosen, setChosen] = useState<string | null>(null);
  const { uploading, error, upload, refuse } = useSingleUpload("receipt", onBusyChange);
  const shownError = error ?? fieldError;

  const pick = async ([file]: File[]) => {
    const uploaded = file && (await upload(file));
    if (!uploaded) return;
    setChosen(uploaded.name);
    onChange(uploaded.id);
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="expense-receipt" className="text-sm font-medium">
        Comprovante (opcional)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <FilePicker
          kind="receipt"
          room={1}
          tooMany="Anexe um comprovante só."
          multiple={false}
          onFiles={(files) => void pick(files)}
          onRefused={refuse}
          input={{ id: "expense-receipt", labelled: true, describedBy: "expense-receipt-hint" }}
          size="sm"
          disabled={uploading}
        >
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Paperclip aria-hidden="true" />}
          {uploading ? "Enviando..." : chosen ? "Trocar comprovante" : "Anexar comprovante"}
        </FilePicker>
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
        {acceptedTypesText("receipt")}, até 10 MB.
      </p>
      {shownError && (
        <p role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}
