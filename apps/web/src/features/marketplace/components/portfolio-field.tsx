import { ImagePlus } from "lucide-react";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { UploadField, UploadTile } from "@/components/form";
import type { FileUploads } from "@/hooks/use-file-uploads";

/** The schema's limit (supplierInputSchema.portfolio_image_ids). */
export const MAX_PORTFOLIO_IMAGES = 12;

export type KeptImage = { id: string; url: string; file_id: string };

/**
 * Portfolio images (JPG or PNG, 10 MB each): each one uploads as soon as it is chosen, with a
 * progress bar on its thumbnail; images already in the record are kept until removed.
 */
export function PortfolioField({
  kept,
  onRemoveKept,
  uploads,
  error,
}: {
  kept: KeptImage[];
  onRemoveKept: (id: string) => void;
  uploads: FileUploads;
  error?: string;
}) {
  const total = kept.length + uploads.items.length;
  return (
    <UploadField
      legend="Imagens do portfólio"
      hintId="portfolio-hint"
      hint={`${acceptedTypesText("image")}, até 10MB cada, no máximo ${MAX_PORTFOLIO_IMAGES} imagens. A primeira é a capa do cartão.`}
      picker={{
        kind: "image",
        room: MAX_PORTFOLIO_IMAGES - total,
        tooMany: `O portfólio aceita no máximo ${MAX_PORTFOLIO_IMAGES} imagens.`,
        onFiles: (files) => files.forEach((file) => uploads.start(file, "image")),
        input: { testId: "portfolio-input" },
        disabled: total >= MAX_PORTFOLIO_IMAGES,
        children: (
          <>
            <ImagePlus aria-hidden="true" />
            Adicionar imagens
          </>
        ),
      }}
      error={error}
      variant="thumbnails"
      count={total}
    >
      {kept.map((image, i) => (
        <UploadTile
          key={image.id}
          src={image.url}
          alt={`imagem ${i + 1} do portfólio`}
          removeLabel={`Remover imagem ${i + 1} do portfólio`}
          onRemove={() => onRemoveKept(image.id)}
        />
      ))}
      {uploads.items.map((item) => (
        <UploadTile
          key={item.key}
          src={item.previewUrl}
          alt={item.name}
          file={item}
          removeLabel={`Remover ${item.name}`}
          onRemove={() => uploads.remove(item.key)}
        />
      ))}
    </UploadField>
  );
}
