import { ImagePlus } from "lucide-react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { DIARY_PHOTO_ALT_MAX, DIARY_PHOTOS_MAX, DIARY_TEXTS } from "@alicerce/shared/schemas/diary";
import { tooLongMessage } from "@alicerce/shared/text-limits";
import { UploadField, UploadTile } from "@/components/form";
import { CharacterCount, textLimit } from "@/components/form/character-count";
import { Input } from "@/components/ui/input";
import type { FileUploads } from "@/hooks/use-file-uploads";

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
  return (
    <UploadField
      legend="Fotos (opcional)"
      hintId="diary-photos-hint"
      hint={`${acceptedTypesText("image")}, até 10MB cada, no máximo ${DIARY_PHOTOS_MAX} fotos.`}
      picker={{
        kind: "image",
        room: DIARY_PHOTOS_MAX - uploads.items.length,
        tooMany: DIARY_TEXTS.tooManyPhotos,
        onFiles: (files) => files.forEach((file) => uploads.start(file, "image")),
        input: { testId: "diary-photos-input" },
        disabled: uploads.items.length >= DIARY_PHOTOS_MAX,
        children: (
          <>
            <ImagePlus aria-hidden="true" />
            Adicionar fotos
          </>
        ),
      }}
      error={error}
      variant="thumbnails"
      count={uploads.items.length}
    >
      {uploads.items.map((item, i) => {
        const description = descriptions[item.key] ?? "";
        // Never cut: past the limit the tile says so, and the server refuses it with the same sentence.
        const limit = textLimit(description, DIARY_PHOTO_ALT_MAX);
        const describedBy = [limit.shown && `${item.key}-counter`, limit.over && `${item.key}-too-long`];
        return (
          // The description below is the photo's text: the picture itself is not read twice.
          <UploadTile
            key={item.key}
            src={item.previewUrl}
            alt=""
            file={item}
            removeLabel={`Remover ${item.name}`}
            onRemove={() => uploads.remove(item.key)}
          >
            <Input
              aria-label={`Descrição da foto ${i + 1} (${item.name})`}
              placeholder="O que a foto mostra"
              value={description}
              onChange={(e) => onDescribe(item.key, e.target.value)}
              aria-invalid={limit.over || undefined}
              aria-describedby={describedBy.filter(Boolean).join(" ") || undefined}
            />
            <CharacterCount id={`${item.key}-counter`} limit={limit} />
            {limit.over && (
              <p id={`${item.key}-too-long`} role="alert" className="text-xs text-destructive">
                {tooLongMessage(DIARY_PHOTO_ALT_MAX)}
              </p>
            )}
          </UploadTile>
        );
      })}
    </UploadField>
  );
}
