import { useRef, useState } from "react";
import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { uploadFile } from "@/api/files/upload-file";
import { errorMessage } from "@/lib/api-client";
import { fileTooLargeMessage, hasExtension, IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "@/lib/upload-file";
import { initials } from "@/lib/format";

/** undefined: keep the saved picture; null: remove it; a string: the id of a new upload. */
export type AvatarChoice = string | null | undefined;

/**
 * The avatar of the "Configurações" form: a JPG or PNG up to 10 MB (the upload rules of
 * docs/product/projects.md#attachments), sent as soon as it is chosen and saved with the form.
 */
export function AvatarPicker({
  name,
  savedUrl,
  choice,
  onChange,
  onBusyChange,
}: {
  name: string;
  savedUrl: string | null;
  choice: AvatarChoice;
  onChange: (choice: AvatarChoice) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const shown = choice === null ? null : choice ? preview : savedUrl;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!hasExtension(file, IMAGE_ACCEPT)) {
      setError(`O arquivo ${file.name} não é uma imagem JPG ou PNG.`);
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
      setPreview((previous) => {
        if (previous) URL.revokeObjectURL(previous);
        return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
      });
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
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <Avatar className="size-20 text-xl">
        {shown && <AvatarImage src={shown} alt="Foto de perfil" />}
        <AvatarFallback>{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="account-avatar"
            type="file"
            accept={IMAGE_ACCEPT}
            // The "Alterar foto" button opens it: out of the tab order (one stop, the button), named for
            // screen readers all the same.
            className="sr-only"
            tabIndex={-1}
            aria-label="Foto de perfil"
            aria-describedby="account-avatar-hint"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button type="button" variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {uploading ? "Enviando..." : "Alterar foto"}
          </Button>
          {shown && (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              Remover foto
            </Button>
          )}
        </div>
        <p id="account-avatar-hint" className="text-xs text-muted-foreground">
          JPG ou PNG, até 10MB. A foto é salva com as demais alterações.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
