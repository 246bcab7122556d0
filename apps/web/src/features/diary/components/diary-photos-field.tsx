import { useRef, type ChangeEvent } from "react";
import { AlertCircle, ImagePlus, Loader2, X } from "lucide-react";
import { DIARY_PHOTO_ALT_MAX, DIARY_PHOTOS_MAX, DIARY_TEXTS } from "@alicerce/shared/schemas/diary";
import { screenFiles, takeFiles } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { IMAGE_ACCEPT } from "@/lib/upload-file";

/**
 * The update's photos (JPG or PNG, 10 MB each, at most 10): each uploads as soon as it is chosen,
 * and takes a description, read aloud as its alt text.
 */
export function DiaryPhotosField({
  uploads,
  descriptions,
  onDescribe,
  error,
}: {
  uploads: FileUploads;
  descriptions: Record<string, string>;
  onDescribe: (key: string, text: string) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind: "image",
      room: DIARY_PHOTOS_MAX - uploads.items.length,
      tooMany: DIARY_TEXTS.tooManyPhotos,
    });
    for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
    for (const file of accepted) uploads.start(file, "image");
  };
  return (
    <fieldset className="grid gap-3" aria-describedby="diary-photos-hint">
      <legend className="text-sm font-medium">Fotos (opcional)</legend>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="diary-photos-hint" className="text-sm text-muted-foreground">
          JPG ou PNG, até 10MB cada, no máximo {DIARY_PHOTOS_MAX} fotos.
        </p>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          onChange={onFiles}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="diary-photos-input"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={uploads.items.length >= DIARY_PHOTOS_MAX}
        >
          <ImagePlus aria-hidden="true" />
          Adicionar fotos
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {uploads.items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {uploads.items.map((item, i) => (
            <li key={item.key} className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-start gap-2">
              <div className="aspect-square overflow-hidden rounded-md border bg-muted">
                {item.previewUrl && item.status !== "error" && (
                  <img src={item.previewUrl} alt="" className="size-full object-cover" />
                )}
              </div>
              <div className="grid min-w-0 gap-1">
                <Input
                  aria-label={`Descrição da foto ${i + 1} (${item.name})`}
                  placeholder="O que a foto mostra"
                  maxLength={DIARY_PHOTO_ALT_MAX}
                  value={descriptions[item.key] ?? ""}
                  onChange={(e) => onDescribe(item.key, e.target.value)}
                />
                {item.status === "uploading" && (
                  <span className="flex items-center gap-2 text-xs">
                    <Loader2 className="size-3 animate-spin" aria-hidden="true" />
                    <Progress value={item.progress} aria-label={`Enviando ${item.name}`} className="h-1" />
                  </span>
                )}
                {item.status === "error" && (
                  <p role="alert" className="flex items-start gap-1 text-xs text-destructive">
                    <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                    {item.error}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => uploads.remove(item.key)}
                aria-label={`Remover ${item.name}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
