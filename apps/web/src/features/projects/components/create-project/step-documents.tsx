import { useFieldArray, useFormContext } from "react-hook-form";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import { FileText, Upload } from "lucide-react";
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  WIZARD_DOCUMENT_TYPE_LABELS,
  WIZARD_DOCUMENT_TYPES,
} from "@alicerce/shared/documents";
import { SelectField, TextField, UploadField, UploadRow } from "@/components/form";
import type { FileUploads } from "@/hooks/use-file-uploads";
import type { WizardValues } from "./wizard-form";

const MAX_DOCUMENTS = 30;
const TYPE_OPTIONS = WIZARD_DOCUMENT_TYPES.map((t) => [t, WIZARD_DOCUMENT_TYPE_LABELS[t]] as const);
const VISIBILITY_OPTIONS = DOCUMENT_VISIBILITIES.map((v) => [v, DOCUMENT_VISIBILITY_LABELS[v]] as const);
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, "");

export function StepDocuments({ uploads }: { uploads: FileUploads }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const documents = useFieldArray({ control, name: "documents", keyName: "fieldId" });
  const add = (files: File[]) => {
    for (const file of files) {
      const key = uploads.start(file);
      documents.append(
        { key, name: withoutExtension(file.name), type: "", visibility: DEFAULT_DOCUMENT_VISIBILITY },
        { shouldFocus: false },
      );
    }
  };
  const fieldError = errors.documents?.message ?? errors.documents?.root?.message;

  return (
    <div className="grid gap-4">
      <UploadField
        hintId="documents-hint"
        hint={
          <>
            <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            {acceptedTypesText("document")}, até 10MB cada. Dê um nome e um tipo a cada documento e diga quem pode
            vê-lo: "Equipe" (a equipe do projeto e o jurídico) ou "Investidores" (também quem pode ver o projeto).
          </>
        }
        picker={{
          kind: "document",
          room: MAX_DOCUMENTS - documents.fields.length,
          tooMany: `Adicione no máximo ${MAX_DOCUMENTS} documentos.`,
          onFiles: add,
          "aria-describedby": "documents-hint",
          children: (
            <>
              <Upload aria-hidden="true" />
              Adicionar documentos
            </>
          ),
        }}
        error={fieldError}
        variant="rows"
        count={documents.fields.length}
      >
        {documents.fields.map((doc, index) => {
          const upload = uploads.items.find((i) => i.key === doc.key);
          const e = errors.documents?.[index];
          const id = (name: string) => `documents-${index}-${name}`;
          const fileError =
            upload?.status === "error"
              ? upload.error
              : (e as { file_id?: unknown } | undefined)?.file_id
                ? "Envie o arquivo deste documento novamente."
                : undefined;
          return (
            <UploadRow
              key={doc.fieldId}
              file={upload ?? { name: "", size: 0 }}
              error={fileError}
              removeLabel={`Remover documento ${upload?.name ?? index + 1}`}
              onRemove={() => {
                uploads.remove(doc.key);
                documents.remove(index);
              }}
            >
              <div className="grid gap-4 md:grid-cols-[1fr_12rem_12rem]">
                <TextField<WizardValues> name={`documents.${index}.name`} id={id("name")} label="Nome do documento" />
                <SelectField<WizardValues>
                  name={`documents.${index}.type`}
                  id={id("type")}
                  label="Tipo"
                  options={TYPE_OPTIONS}
                  placeholder="Selecione o tipo"
                />
                <SelectField<WizardValues>
                  name={`documents.${index}.visibility`}
                  id={id("visibility")}
                  label="Quem pode ver"
                  options={VISIBILITY_OPTIONS}
                />
              </div>
            </UploadRow>
          );
        })}
      </UploadField>
      {documents.fields.length === 0 && <p className="text-sm text-muted-foreground">Nenhum documento adicionado.</p>}
    </div>
  );
}
