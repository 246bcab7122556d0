import { useState } from "react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { FilePicker, useSingleUpload } from "@/components/form";
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
  const [preview, setPreview] = useState<string | null>(null);
  const { uploading, error, upload, refuse } = useSingleUpload("image", onBusyChange);
  const shown = choice === null ? null : choice ? preview : savedUrl;

  const pick = async ([file]: File[]) => {
    const uploaded = file && (await upload(file));
    if (!uploaded) return;
    setPreview((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
    });
    onChange(uploaded.id);
  };

  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <Avatar className="size-20 text-xl">
        {shown && <AvatarImage src={shown} alt="Foto de perfil" />}
        <AvatarFallback>{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <FilePicker
            kind="image"
            room={1}
            tooMany="Escolha uma foto só."
            multiple={false}
            onFiles={(files) => void pick(files)}
            onRefused={refuse}
            // The "Alterar foto" button opens it: out of the tab order (one stop, the button), named for
            // screen readers all the same.
            input={{ id: "account-avatar", label: "Foto de perfil", describedBy: "account-avatar-hint" }}
            disabled={uploading}
          >
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {uploading ? "Enviando..." : "Alterar foto"}
          </FilePicker>
          {shown && (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              Remover foto
            </Button>
          )}
        </div>
        <p id="account-avatar-hint" className="text-xs text-muted-foreground">
          {acceptedTypesText("image")}, até 10MB. A foto é salva com as demais alterações.
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
