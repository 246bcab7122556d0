import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, Send } from "lucide-react";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import {
  requireSignerCpfs,
  sendContractForSignatureInputSchema,
  type SendContractForSignatureInput,
} from "@alicerce/shared/schemas/signatures";
import { applyServerErrors, DateField, fieldsOf, Form, schemaResolver } from "@/components/form";
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
import { useSendContractForSignature } from "@/api/contracts/send-for-signature";
import { ConfirmSenderEmail, senderNotConfirmed } from "./confirm-sender-email";
import { SignersField } from "./signers-field";

type SendValues = {
  due_date: string;
  signers: { name: string; email: string; cpf: string }[];
  sequential: boolean;
};

// Investimento and Adesão contracts become investment and SCP requests, which name each signer's
// CPF (decision 033); the server checks it too, from the contract's type.
const CPF_REQUIRED_CONTRACT_TYPES: readonly Contract["type"][] = ["investimento", "adesao"];

function SendForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const send = useSendContractForSignature(contract.id);
  const cpfRequired = CPF_REQUIRED_CONTRACT_TYPES.includes(contract.type);
  const schema = cpfRequired
    ? sendContractForSignatureInputSchema.superRefine((input, ctx) => requireSignerCpfs(input.signers, ctx))
    : sendContractForSignatureInputSchema;
  const form = useForm<SendValues, unknown, SendContractForSignatureInput>({
    resolver: schemaResolver<SendValues, typeof sendContractForSignatureInputSchema>(schema),
    defaultValues: { due_date: "", signers: [{ name: contract.client_name, email: "", cpf: "" }], sequential: false },
  });
  const prefix = `send-${contract.id}`;
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      await send.mutateAsync(values);
      toast({
        title: "Contrato enviado para assinatura",
        description: `${contract.name} está em Assinaturas; cada signatário recebeu o convite por e-mail.`,
      });
      onDone();
    } catch (error) {
      setUnconfirmed(senderNotConfirmed(error));
      const { applied } = applyServerErrors(form, error, fieldsOf(sendContractForSignatureInputSchema.shape));
      if (applied[0]) form.setFocus(applied[0]);
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="sm:w-1/2">
        <DateField<SendValues> name="due_date" id={`${prefix}-due`} label="Prazo para assinar" />
      </div>
      <SignersField<SendValues> prefix={prefix} cpfRequired={cpfRequired} />
      {unconfirmed && <ConfirmSenderEmail message={unconfirmed} />}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={send.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {send.isPending ? "Enviando..." : "Enviar para assinatura"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Enviar para assinatura" of a legal-desk contract (docs/product/legal-desk.md#contracts): its PDF
 * goes to the signers; the contract stays Pendente until everyone signs.
 */
export function SendContractDialog({ contract }: { contract: Contract }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Enviar ${contract.name} para assinatura`}>
          <Send aria-hidden="true" />
          Enviar para assinatura
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[95vh] max-w-2xl overflow-y-auto">
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Enviar para assinatura</DialogTitle>
          <DialogDescription>
            {contract.name} · {contract.project.title}. O PDF anexado vai para as pessoas abaixo, que recebem o convite
            por e-mail.
          </DialogDescription>
        </DialogHeader>
        {open && <SendForm contract={contract} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
