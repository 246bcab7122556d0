import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, Upload } from "lucide-react";
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_HINTS,
  DOCUMENT_VISIBILITY_LABELS,
  type DocumentCategory,
  type DocumentVisibility,
} from "@alicerce/shared/documents";
import { documentInputSchema } from "@alicerce/shared/schemas/documents";
import { applyServerErrors, Form, schemaResolver, SelectField, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { useCreateDocument } from "@/api/documents/create-document";
import { useUploadProjects } from "@/api/documents/get-upload-projects";
import { DocumentFileField } from "./document-file-field";

type UploadValues = {
  name: string;
  project_id: string;
  category: DocumentCategory | "";
  visibility: DocumentVisibility;
};

/** The file is uploaded apart (POST /api/files); the rest of the body is checked by the shared schema. */
const fieldsSchema = documentInputSchema.omit({ file_id: true });

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((c) => [c, DOCUMENT_CATEGORY_LABELS[c]] as const);
const VISIBILITY_OPTIONS = DOCUMENT_VISIBILITIES.map((v) => [v, DOCUMENT_VISIBILITY_LABELS[v]] as const);
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, "");

function UploadForm({ projectId, onDone }: { projectId?: string; onDone: () => void }) {
  const create = useCreateDocument();
  const projects = useUploadProjects();
  const uploads = useFileUploads();
  const [fileError, setFileError] = useState<string>();
  const form = useForm<UploadValues, unknown, z.output<typeof fieldsSchema>>({
    resolver: schemaResolver<UploadValues, typeof fieldsSchema>(fieldsSchema),
    defaultValues: { name: "", project_id: projectId ?? "", category: "", visibility: DEFAULT_DOCUMENT_VISIBILITY },
  });
  const visibility = form.watch("visibility");
  const projectOptions = (projects.data ?? []).map((p) => [p.id, p.title] as const);

  // A missing file is said together with the fields' messages, not only once they are valid.
  const requireFile = () => {
    if (uploads.items.length === 0) setFileError("Escolha o arquivo do documento.");
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (uploads.items.length === 0) return setFileError("Escolha o arquivo do documento.");
    if (uploads.busy) return setFileError("Aguarde o envio do arquivo terminar.");
    if (uploads.failed) return setFileError("O arquivo não foi enviado. Remova-o ou escolha outro.");
    try {
      const document = await create.mutateAsync({ ...values, file_id: uploads.doneIds[0]! });
      toast({
        title: "Documento enviado",
        description:
          document.version > 1
            ? `${document.name} agora está na versão ${document.version} e aguarda a análise do jurídico.`
            : `${document.name} foi enviado e aguarda a análise do jurídico.`,
      });
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong; the fields show where.
      const { rest } = applyServerErrors(form, error, (path) => path in form.getValues());
      if (rest.file_id) setFileError(rest.file_id);
    }
  }, requireFile);

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <DocumentFileField
        id="upload-document-file"
        uploads={uploads}
        error={fileError}
        onError={setFileError}
        onChosen={(fileName) => {
          setFileError(undefined);
          if (!form.getValues("name").trim()) {
            form.setValue("name", withoutExtension(fileName), { shouldValidate: form.formState.isSubmitted });
          }
        }}
      />
      <TextField<UploadValues>
        name="name"
        id="upload-document-name"
        label="Nome do documento"
        maxLength={200}
        autoComplete="off"
      />
      <p className="-mt-2 text-xs text-muted-foreground">
        Um documento com o mesmo nome no mesmo projeto vira uma nova versão; as anteriores continuam disponíveis.
      </p>
      <SelectField<UploadValues>
        name="project_id"
        id="upload-document-project"
        label="Projeto"
        options={projectOptions}
        placeholder={projects.isPending ? "Carregando projetos..." : "Selecione o projeto"}
      />
      {projects.isSuccess && projectOptions.length === 0 && (
        <p role="alert" className="-mt-2 text-sm text-muted-foreground">
          Você ainda não participa de nenhum projeto. Documentos são enviados pelo criador e pela equipe do projeto.
        </p>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField<UploadValues>
          name="category"
          id="upload-document-category"
          label="Categoria"
          options={CATEGORY_OPTIONS}
          placeholder="Selecione a categoria"
        />
        <SelectField<UploadValues>
          name="visibility"
          id="upload-document-visibility"
          label="Quem pode ver"
          options={VISIBILITY_OPTIONS}
        />
      </div>
      <p className="-mt-2 text-xs text-muted-foreground" aria-live="polite">
        {`${DOCUMENT_VISIBILITY_LABELS[visibility]}: ${DOCUMENT_VISIBILITY_HINTS[visibility]}`}
      </p>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {create.isPending ? "Enviando..." : "Enviar documento"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Enviar documento" (docs/product/documents-and-signatures.md#documents); `projectId` preselects the project. */
export function UploadDocumentDialog({
  projectId,
  variant = "default",
}: {
  projectId?: string;
  variant?: "default" | "outline";
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Upload aria-hidden="true" />
          Enviar documento
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Enviar documento</DialogTitle>
          <DialogDescription>
            Escolha o arquivo, o projeto, a categoria e quem pode vê-lo. Todo documento passa pela análise do jurídico.
          </DialogDescription>
        </DialogHeader>
        {open && <UploadForm projectId={projectId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
