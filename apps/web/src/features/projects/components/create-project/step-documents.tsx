import { useRef, type ChangeEvent } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { AlertCircle, CheckCircle2, FileText, Loader2, Trash2, Upload } from "lucide-react";
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  WIZARD_DOCUMENT_TYPE_LABELS,
  WIZARD_DOCUMENT_TYPES,
} from "@alicerce/shared/documents";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/hooks/use-toast";
import { formatFileSize } from "@/lib/format";
import { screenFiles, SelectField, takeFiles, TextField } from "@/components/form";
import { DOCUMENT_ACCEPT } from "@/lib/upload-file";
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
  const fileInput = useRef<HTMLInputElement>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refusals } = await screenFiles(takeFiles(event.target), {
      kind: "document",
      room: MAX_DOCUMENTS - documents.fields.length,
      tooMany: `Adicione no máximo ${MAX_DOCUMENTS} documentos.`,
    });
    for (const description of refusals) toast({ title: "Erro", description, variant: "destructive" });
    for (const file of accepted) {
      const key = uploads.start(file);
      documents.append(
        { key, name: withoutExtension(file.name), type: "", visibility: DEFAULT_DOCUMENT_VISIBILITY },
        { shouldFocus: false },
      );
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p id="documents-hint" className="text-sm text-muted-foreground">
            PDF, DOC, DOCX, JPG, JPEG ou PNG, até 10MB cada. Dê um nome e um tipo a cada documento e diga quem pode
            vê-lo: "Equipe" (a equipe do projeto e o jurídico) ou "Investidores" (também quem pode ver o projeto).
          </p>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept={DOCUMENT_ACCEPT}
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
          aria-describedby="documents-hint"
        >
          <Upload aria-hidden="true" />
          Adicionar documentos
        </Button>
      </div>
      {(errors.documents?.message || errors.documents?.root?.message) && (
        <p role="alert" className="text-sm text-destructive">
          {errors.documents?.message ?? errors.documents?.root?.message}
        </p>
      )}
      {documents.fields.length === 0 && <p className="text-sm text-muted-foreground">Nenhum documento adicionado.</p>}
      <ul className="grid gap-4">
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
            <li key={doc.fieldId} className="grid gap-4 rounded-xl border p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <p className="flex items-center gap-2 truncate text-sm font-medium">
                    {upload?.status === "done" && (
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Enviado" />
                    )}
                    {upload?.status === "uploading" && (
                      <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                    )}
                    {upload?.status === "error" && (
                      <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                    )}
                    <span className="truncate">{upload?.name}</span>
                    {upload && (
                      <span className="shrink-0 font-normal text-muted-foreground">{formatFileSize(upload.size)}</span>
                    )}
                  </p>
                  {upload?.status === "uploading" && (
                    <div className="flex items-center gap-2">
                      <Progress value={upload.progress} aria-label={`Enviando ${upload.name}`} className="h-1.5" />
                      <span className="text-xs tabular-nums">{upload.progress}%</span>
                    </div>
                  )}
                  {fileError && (
                    <p role="alert" className="text-xs text-destructive">
                      {fileError}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    uploads.remove(doc.key);
                    documents.remove(index);
                  }}
                  aria-label={`Remover documento ${upload?.name ?? index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remover
                </Button>
              </div>
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
