import { useFormContext } from "react-hook-form";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { ImagePlus } from "lucide-react";
import { BRAZILIAN_STATES, PROJECT_TYPE_LABELS, PROJECT_TYPES } from "@alicerce/shared/projects";
import { SelectField, TextareaField, TextField, UploadField, UploadTile } from "@/components/form";
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
  // Gallery ids are not a form field (they come from the uploads), but the server may name them.
  const imageError = (errors as Record<string, { message?: string } | undefined>).image_ids?.message;

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

      <UploadField
        legend="Galeria de imagens"
        hintId="gallery-hint"
        hint={`${acceptedTypesText("image")}, até 10MB cada, no máximo ${MAX_IMAGES} imagens. A primeira será a capa.`}
        picker={{
          kind: "image",
          room: MAX_IMAGES - images.items.length,
          tooMany: `A galeria aceita no máximo ${MAX_IMAGES} imagens.`,
          onFiles: (files) => files.forEach((file) => images.start(file, "image")),
          input: { id: "gallery-files" },
          "aria-describedby": "gallery-hint",
          children: (
            <>
              <ImagePlus aria-hidden="true" />
              Adicionar imagens
            </>
          ),
        }}
        error={imageError}
        variant="thumbnails"
        count={images.items.length}
      >
        {images.items.map((image, index) => (
          <UploadTile
            key={image.key}
            src={image.previewUrl}
            alt={`Imagem ${index + 1}: ${image.name}`}
            file={image}
            caption={
              <>
                {index === 0 && <span className="font-semibold">Capa · </span>}
                {image.name}
              </>
            }
            removeLabel={`Remover imagem ${image.name}`}
            onRemove={() => images.remove(image.key)}
          />
        ))}
      </UploadField>
    </div>
  );
}
