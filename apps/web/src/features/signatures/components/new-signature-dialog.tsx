import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, Plus } from "lucide-react";
import {
  createSignatureFieldsSchema,
  invitedCpfRule,
  type CreateSignatureInput,
} from "@alicerce/shared/schemas/signatures";
import {
  invitedCpfRequired,
  SIGNATURE_TYPE_LABELS,
  SIGNATURE_TYPES,
  type SignatureType,
} from "@alicerce/shared/signatures";
import {
  applyServerErrors,
  DateField,
  fieldsOf,
  Form,
  MoneyField,
  schemaResolver,
  SelectField,
  TextField,
  ProjectPickerField,
} from "@/components/form";
import { useSignatureProjectOptions } from "@/api/signatures/get-project-options";
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
import { useCreateSignature } from "@/api/signatures/mutations";
import { ConfirmSenderEmail, senderNotConfirmed } from "./confirm-sender-email";
import { SignersField } from "./signers-field";
import { SignaturePdfField } from "./signature-pdf-field";

/** What the fields hold while typing; the PDF's id is added on submit from the upload. */
type NewSignatureValues = {
  title: string;
  project_id: string;
  type: string;
  amount: number | null;
  due_date: string;
  signers: { name: string; email: string; cpf: string }[];
  sequential: boolean;
};

const TYPE_OPTIONS = SIGNATURE_TYPES.map((t) => [t, SIGNATURE_TYPE_LABELS[t]] as const);
const PREFIX = "new-signature";
// The form checks everything but the PDF, which lives in the upload state until submit.
const formSchema = createSignatureFieldsSchema.omit({ file_id: true }).superRefine(invitedCpfRule);

function NewSignatureForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSignature();
  const uploads = useFileUploads();
  const [fileError, setFileError] = useState<string>();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<NewSignatureValues, unknown, Omit<CreateSignatureInput, "file_id">>({
    resolver: schemaResolver<NewSignatureValues, typeof formSchema>(formSchema),
    defaultValues: {
      title: "",
      project_id: "",
      type: "",
      amount: null,
      due_date: "",
      signers: [{ name: "", email: "", cpf: "" }],
      sequential: false,
    },
  });

  const type = form.watch("type");
  const cpfRequired =
    (SIGNATURE_TYPES as readonly string[]).includes(type) && invitedCpfRequired(type as SignatureType);

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploads.busy) return setFileError("Aguarde o envio do PDF terminar.");
    if (uploads.failed) return setFileError("O PDF não foi enviado. Remova-o ou escolha outro arquivo.");
    const fileId = uploads.doneIds[0];
    if (!fileId) return setFileError("Envie o PDF do contrato.");
    setUnconfirmed(null);
    try {
      await create.mutateAsync({ ...values, file_id: fileId });
      toast({
        title: "Contrato enviado para assinatura",
        description: "Cada signatário recebeu o convite por e-mail.",
      });
      onDone();
    } catch (error) {
      // Inviting people outside the platform needs a confirmed e-mail: say so with the way out.
      setUnconfirmed(senderNotConfirmed(error));
      const { rest } = applyServerErrors(form, error, fieldsOf(formSchema.shape));
      if (rest.file_id) setFileError(rest.file_id);
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextField<NewSignatureValues> name="title" id={`${PREFIX}-title`} label="Título" maxLength={160} />
      <ProjectPickerField<NewSignatureValues>
        name="project_id"
        id={`${PREFIX}-project`}
        useOptions={useSignatureProjectOptions}
        noProjectsHint="Você ainda não tem projetos: crie um projeto ou participe da equipe de um para enviar contratos."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField<NewSignatureValues>
          name="type"
          id={`${PREFIX}-type`}
          label="Tipo"
          options={TYPE_OPTIONS}
          placeholder="Selecione o tipo"
        />
        <MoneyField<NewSignatureValues> name="amount" id={`${PREFIX}-amount`} label="Valor" />
        <DateField<NewSignatureValues> name="due_date" id={`${PREFIX}-due`} label="Prazo para assinar" />
      </div>
      <SignaturePdfField id={`${PREFIX}-pdf`} uploads={uploads} error={fileError} onError={setFileError} />
      <SignersField<NewSignatureValues> prefix={PREFIX} cpfRequired={cpfRequired} />
      {unconfirmed && <ConfirmSenderEmail message={unconfirmed} />}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {create.isPending ? "Enviando..." : "Enviar para assinatura"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Nova assinatura" (docs/product/documents-and-signatures.md#signatures). */
export function NewSignatureDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Nova assinatura
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[95vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Nova assinatura</DialogTitle>
          <DialogDescription>
            Envie o PDF do contrato e diga quem assina. Cada pessoa recebe um convite por e-mail com o link para
            assinar.
          </DialogDescription>
        </DialogHeader>
        {open && <NewSignatureForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
