import { useRef, type ChangeEvent } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { ImagePlus, Loader2, Trash2, AlertCircle } from "lucide-react";
import { BRAZILIAN_STATES, PROJECT_TYPE_LABELS, PROJECT_TYPES } from "@alicerce/shared/projects";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { screenFiles, takeFiles } from "@/components/form";
import { IMAGE_ACCEPT } from "@/lib/upload-file";
import type { FileUploads } from "@/hooks/use-file-uploads";
import type { WizardValues } from "./wizard-form";

/** The server keeps at most 12 gallery images. */
const MAX_IMAGES = 12;

export function StepBasicInfo({ images }: { images: FileUploads }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  // Gallery ids are not a form field (they come from the uploads), but the server may name them.
  const imageError = (errors as Record<string, { message?: string } | undefined>).image_ids?.message;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = screenFiles(takeFiles(event.target), {
      kind: "image",
      room: MAX_IMAGES - images.items.length,
      tooMany: `A galeria aceita no máximo ${MAX_IMAGES} imagens.`,
    });
    for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
    for (const file of accepted) images.start(file, "image");
  };

  return (
    <div className="grid gap-5">
      <FormField id="title" label="Título do projeto" error={errors.title?.message}>
        <Input
          placeholder="Ex.: Residencial Jardim das Flores"
          {...fieldAria("title", errors.title?.message)}
          {...register("title")}
        />
      </FormField>
      <FormField id="description" label="Descrição" error={errors.description?.message}>
        <Textarea
          rows={5}
          placeholder="Conte o que será construído, para quem e por quê."
          {...fieldAria("description", errors.description?.message)}
          {...register("description")}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <FormField id="location_city" label="Cidade" error={errors.location_city?.message}>
          <Input
            autoComplete="address-level2"
            {...fieldAria("location_city", errors.location_city?.message)}
            {...register("location_city")}
          />
        </FormField>
        <FormField id="location_state" label="Estado" error={errors.location_state?.message}>
          <Controller
            control={control}
            name="location_state"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <SelectTrigger
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldAria("location_state", errors.location_state?.message)}
                >
                  <SelectValue placeholder="UF" />
                </SelectTrigger>
                <SelectContent>
                  {BRAZILIAN_STATES.map((uf) => (
                    <SelectItem key={uf} value={uf}>
                      {uf}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField id="location_address" label="Endereço (opcional)" error={errors.location_address?.message}>
        <Input
          autoComplete="street-address"
          {...fieldAria("location_address", errors.location_address?.message)}
          {...register("location_address")}
        />
      </FormField>
      <FormField id="project_type" label="Tipo de projeto" error={errors.project_type?.message}>
        <Controller
          control={control}
          name="project_type"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger
                ref={field.ref}
                onBlur={field.onBlur}
                {...fieldAria("project_type", errors.project_type?.message)}
              >
                <SelectValue placeholder="Selecione o tipo" />
              </SelectTrigger>
              <SelectContent>
                {PROJECT_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {PROJECT_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>

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
                  {image.previewUrl ? (
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
