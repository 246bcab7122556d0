import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, Pencil, Plus } from "lucide-react";
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES } from "@alicerce/shared/contracts";
import {
  contractFields,
  createContractInputSchema,
  type Contract,
  type CreateContractInput,
} from "@alicerce/shared/schemas/contracts";
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
import { useContractProjectOptions } from "@/api/contracts/get-project-options";
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
import { useCreateContract } from "@/api/contracts/create-contract";
import { useUpdateContract } from "@/api/contracts/update-contract";
import { ContractPdfField } from "./contract-pdf-field";

/** What the fields hold while typing: an empty money box is null, an empty date or choice "". */
type ContractFormValues = {
  name: string;
  client_name: string;
  project_id: string;
  value: number | null;
  start_date: string;
  end_date: string;
  type: string;
};

const TYPE_OPTIONS = CONTRACT_TYPES.map((t) => [t, CONTRACT_TYPE_LABELS[t]] as const);

const initialValues = (contract?: Contract): ContractFormValues => ({
  name: contract?.name ?? "",
  client_name: contract?.client_name ?? "",
  project_id: contract?.project.id ?? "",
  value: contract?.value ?? null,
  start_date: contract?.start_date ?? "",
  end_date: contract?.end_date ?? "",
  type: contract?.type ?? "",
});

function ContractForm({ contract, onDone }: { contract?: Contract; onDone: () => void }) {
  const create = useCreateContract();
  const update = useUpdateContract(contract?.id ?? "");
  const pending = create.isPending || update.isPending;
  const uploads = useFileUploads();
  const [keepCurrentFile, setKeepCurrentFile] = useState(Boolean(contract?.file));
  const [fileError, setFileError] = useState<string>();
  const form = useForm<ContractFormValues, unknown, CreateContractInput>({
    resolver: schemaResolver<ContractFormValues, typeof createContractInputSchema>(createContractInputSchema),
    defaultValues: initialValues(contract),
  });
  const prefix = contract ? `contract-${contract.id}` : "new-contract";

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploads.busy) return setFileError("Aguarde o envio do PDF terminar.");
    if (uploads.failed) return setFileError("O PDF não foi enviado. Remova-o ou escolha outro arquivo.");
    const uploaded = uploads.doneIds[0];
    try {
      if (contract) {
        // Left out, the server keeps the PDF; null removes it; an id replaces it.
        const file_id = uploaded ?? (keepCurrentFile || !contract.file ? undefined : null);
        await update.mutateAsync({ ...values, file_id });
        toast({ title: "Contrato atualizado", description: `${values.name} foi salvo.` });
      } else {
        await create.mutateAsync({ ...values, file_id: uploaded ?? null });
        toast({ title: "Contrato criado", description: `${values.name} foi adicionado aos contratos.` });
      }
      onDone();
    } catch (error) {
      // The query client's default toast says what went wrong; the fields show where.
      const { rest } = applyServerErrors(form, error, fieldsOf(contractFields));
      if (rest.file_id) setFileError(rest.file_id);
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextField<ContractFormValues> name="name" id={`${prefix}-name`} label="Nome do contrato" maxLength={160} />
      <TextField<ContractFormValues>
        name="client_name"
        id={`${prefix}-client`}
        label="Cliente"
        maxLength={160}
        autoComplete="off"
      />
      <ProjectPickerField<ContractFormValues>
        name="project_id"
        id={`${prefix}-project`}
        useOptions={useContractProjectOptions}
        current={contract?.project}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField<ContractFormValues> name="value" id={`${prefix}-value`} label="Valor" />
        <SelectField<ContractFormValues>
          name="type"
          id={`${prefix}-type`}
          label="Tipo"
          options={TYPE_OPTIONS}
          placeholder="Selecione o tipo"
        />
        <DateField<ContractFormValues> name="start_date" id={`${prefix}-start`} label="Data de início" />
        <DateField<ContractFormValues> name="end_date" id={`${prefix}-end`} label="Data de término" />
      </div>
      <ContractPdfField
        id={`${prefix}-pdf`}
        uploads={uploads}
        current={keepCurrentFile && contract?.file ? contract.file : null}
        onRemoveCurrent={() => setKeepCurrentFile(false)}
        error={fileError}
        onError={setFileError}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? "Salvando..." : contract ? "Salvar alterações" : "Criar contrato"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Novo Contrato" (no `contract`) or "Editar" (docs/product/legal-desk.md#contracts). */
export function ContractFormDialog({ contract }: { contract?: Contract }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {contract ? (
          <Button size="sm" variant="outline" aria-label={`Editar ${contract.name}`}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            Novo Contrato
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>{contract ? "Editar contrato" : "Novo Contrato"}</DialogTitle>
          <DialogDescription>
            {contract
              ? `${contract.name} · ${contract.client_name}`
              : "Informe as partes, o projeto, o valor e a vigência. O PDF é opcional."}
          </DialogDescription>
        </DialogHeader>
        {open && <ContractForm contract={contract} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
