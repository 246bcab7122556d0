import { useRef, type ChangeEvent, type ReactNode } from "react";
import { AlertCircle, ImagePlus, Loader2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { screenFiles, takeFiles } from "@/components/form";
import { IMAGE_ACCEPT } from "@/lib/upload-file";

/** The schema's limit (supplierInputSchema.portfolio_image_ids). */
export const MAX_PORTFOLIO_IMAGES = 12;

export type KeptImage = { id: string; url: string; file_id: string };

function Thumb({
  src,
  label,
  onRemove,
  children,
}: {
  src?: string;
  label: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <li className="relative overflow-hidden rounded-lg border bg-muted">
      <div className="aspect-square">
        {src ? <img src={src} alt={label} className="size-full object-cover" /> : <div className="size-full" />}
      </div>
      {children}
      <Button
        type="button"
        variant="secondary"
        size="icon"
        onClick={onRemove}
        aria-label={`Remover ${label}`}
        className="absolute top-1.5 right-1.5 size-7 rounded-full bg-background/90 shadow-sm"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

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
  const input = useRef<HTMLInputElement>(null);
  const total = kept.length + uploads.items.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind: "image",
      room: MAX_PORTFOLIO_IMAGES - total,
      tooMany: `O portfólio aceita no máximo ${MAX_PORTFOLIO_IMAGES} imagens.`,
    });
    for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
    for (const file of accepted) uploads.start(file, "image");
  };

  return (
    <fieldset className="grid gap-3" aria-describedby="portfolio-hint">
      <legend className="text-sm font-medium">Imagens do portfólio</legend>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        <p id="portfolio-hint" className="text-sm text-muted-foreground">
          JPG ou PNG, até 10MB cada, no máximo {MAX_PORTFOLIO_IMAGES} imagens. A primeira é a capa do cartão.
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
          data-testid="portfolio-input"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={total >= MAX_PORTFOLIO_IMAGES}
        >
          <ImagePlus aria-hidden="true" />
          Adicionar imagens
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {total > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {kept.map((image, i) => (
            <Thumb
              key={image.id}
              src={image.url}
              label={`imagem ${i + 1} do portfólio`}
              onRemove={() => onRemoveKept(image.id)}
            />
          ))}
          {uploads.items.map((item) => (
            <Thumb
              key={item.key}
              src={item.status === "error" ? undefined : item.previewUrl}
              label={item.name}
              onRemove={() => uploads.remove(item.key)}
            >
              {item.status === "uploading" && (
                <div className="absolute inset-x-1.5 bottom-1.5 grid gap-1 rounded-md bg-background/90 p-1.5">
                  <span className="flex items-center gap-1 text-xs">
                    <Loader2 className="size-3 animate-spin" aria-hidden="true" />
                    {item.progress}%
                  </span>
                  <Progress value={item.progress} aria-label={`Enviando ${item.name}`} className="h-1" />
                </div>
              )}
              {item.status === "error" && (
                <p
                  role="alert"
                  className="absolute inset-x-1.5 bottom-1.5 flex items-start gap-1 rounded-md bg-background/95 p-1.5 text-xs text-destructive"
                >
                  <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  {item.error}
                </p>
              )}
            </Thumb>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
