import { useRef, type ChangeEvent } from "react";
import { useFormContext } from "react-hook-form";
import { ImagePlus, Loader2, Trash2, AlertCircle } from "lucide-react";
import { BRAZILIAN_STATES, PROJECT_TYPE_LABELS, PROJECT_TYPES } from "@alicerce/shared/projects";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/hooks/use-toast";
import { screenFiles, SelectField, takeFiles, TextareaField, TextField } from "@/components/form";
import { IMAGE_ACCEPT } from "@/lib/upload-file";
import type { FileUploads } from "@/hooks/use-file-uploads";
import type { WizardValues } from "./wizard-form";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

/** The server keeps at most 12 gallery images. */
const MAX_IMAGES = 12;
const STATE_OPTIONS = BRAZILIAN_STATES.map((uf) => [uf, uf] as const);
const TYPE_OPTIONS = PROJECT_TYPES.map((t) => [t, PROJECT_TYPE_LABELS[t]] as const);

export function StepBasicInfo({ images }: { images: FileUploads }) {
  const {
    formState: { errors },
  } = useFormContext<WizardValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  // Gallery ids are not a form field (they come from the uploads), but the server may name them.
  const imageError = (errors as Record<string, { message?: string } | undefined>).image_ids?.message;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind: "image",
      room: MAX_IMAGES - images.items.length,
      tooMany: `A galeria aceita no máximo ${MAX_IMAGES} imagens.`,
    });
    for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
    for (const file of accepted) images.start(file, "image");
  };

  return (
    <div className="grid gap-5">
      <TextField<WizardValues>
        name="title"
        id="title"
        label="Título do projeto"
        placeholder="Ex.: Residencial Jardim das Flores"
      />
      <TextareaField<WizardValues>
        name="description"
        id="description"
        maxLength={TEXT_LIMITS.projectDescription}
        label="Descrição"
        rows={5}
        placeholder="Conte o que será construído, para quem e por quê."
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField<WizardValues> name="location_city" id="location_city" label="Cidade" autoComplete="address-level2" />
        <SelectField<WizardValues>
          name="location_state"
          id="location_state"
          label="Estado"
          options={STATE_OPTIONS}
          placeholder="UF"
        />
      </div>
      <TextField<WizardValues>
        name="location_address"
        id="location_address"
        label="Endereço (opcional)"
        autoComplete="street-address"
      />
      <SelectField<WizardValues>
        name="project_type"
        id="project_type"
        label="Tipo de projeto"
        options={TYPE_OPTIONS}
        placeholder="Selecione o tipo"
      />

      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Galeria de imagens</legend>
        <p id="gallery-hint" className="-mt-1 text-xs text-muted-foreground">
          JPG ou PNG, até 10MB cada, no máximo {MAX_IMAGES} imagens. A primeira será a capa.
        </p>
        <div>
          <input
            ref={fileInput}
            id="gallery-files"
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            onChange={onFiles}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => fileInput.current?.click()}
            aria-describedby="gallery-hint"
          >
            <ImagePlus aria-hidden="true" />
            Adicionar imagens
          </Button>
        </div>
        {imageError && (
          <p role="alert" className="text-sm text-destructive">
            {imageError}
          </p>
        )}
        {images.items.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {images.items.map((image, index) => (
              <li key={image.key} className="relative overflow-hidden rounded-lg border bg-muted">
                <div className="aspect-[4/3]">
                  {image.previewUrl && image.status !== "error" ? (
                    <img
                      src={image.previewUrl}
                      alt={`Imagem ${index + 1}: ${image.name}`}
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="flex size-full items-center justify-center p-2 text-center text-xs">
                      {image.name}
                    </div>
                  )}
                </div>
                <div className="grid gap-1 p-2">
                  <p className="truncate text-xs" title={image.name}>
                    {index === 0 && <span className="font-semibold">Capa · </span>}
                    {image.name}
                  </p>
                  {image.status === "uploading" && (
                    <div className="flex items-center gap-2">
                      <Progress value={image.progress} aria-label={`Enviando ${image.name}`} className="h-1.5" />
                      <span className="text-xs tabular-nums">{image.progress}%</span>
                    </div>
                  )}
                  {image.status === "error" && (
                    <p role="alert" className="flex items-center gap-1 text-xs text-destructive">
                      <AlertCircle className="size-3 shrink-0" aria-hidden="true" />
                      {image.error}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  onClick={() => images.remove(image.key)}
                  className="absolute top-2 right-2 size-8 bg-background/90"
                  aria-label={`Remover imagem ${image.name}`}
                >
                  {image.status === "uploading" ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Trash2 aria-hidden="true" />
                  )}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
