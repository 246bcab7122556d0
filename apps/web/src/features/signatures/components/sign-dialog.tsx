import { useForm } from "react-hook-form";
import { ExternalLink, Loader2, PenLine } from "lucide-react";
import { maskCpf } from "@alicerce/shared/brazilian";
import { signInputSchema, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { NOT_YOUR_TURN_TEXT, SIGNATURE_STATUS_LABELS } from "@alicerce/shared/signatures";
import {
  applyServerErrors,
  CheckboxField,
  fieldsOf,
  Form,
  MaskedTextField,
  schemaResolver,
  TextField,
} from "@/components/form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useAccount } from "@/api/account/get-account";
import { useSignature } from "@/api/signatures/get-signatures";
import { useSignSignature } from "@/api/signatures/mutations";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";
import { senderNotConfirmed } from "./confirm-sender-email";
import { SigningCodeField } from "./signing-code-field";

type SignValues = { name: string; cpf: string; code: string; agree: boolean };

function SignForm({ request, onDone }: { request: SignatureRequest; onDone: () => void }) {
  const sign = useSignSignature(request.id);
  const me = request.signers.find((s) => s.is_me);
  const form = useForm<SignValues, unknown, { name: string; cpf: string; code: string; agree: true }>({
    resolver: schemaResolver<SignValues, typeof signInputSchema>(signInputSchema),
    defaultValues: { name: "", cpf: "", code: "", agree: false },
  });
  const prefix = `sign-${request.id}`;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const after = await sign.mutateAsync(values);
      toast({
        title: "Contrato assinado",
        description:
          after.status === "signed"
            ? "Todas as assinaturas foram feitas. O PDF assinado já pode ser baixado."
            : "Sua assinatura foi registrada.",
      });
      onDone();
    } catch (error) {
      // What was typed stays; the first field the server refused takes the focus.
      const { applied } = applyServerErrors(form, error, fieldsOf(signInputSchema.shape));
      if (applied[0]) form.setFocus(applied[0]);
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        {me
          ? `O convite está em nome de ${me.name}${me.invited_cpf_masked ? `, CPF ${me.invited_cpf_masked}` : ""}: digite esse nome`
          : "Digite seu nome como está no convite"}{" "}
        e o CPF da sua conta, peça o código de confirmação que enviamos ao seu e-mail e digite-o.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<SignValues>
          name="name"
          id={`${prefix}-name`}
          label="Nome completo"
          autoComplete="name"
          hint={me ? `Como está no convite: ${me.name}` : undefined}
        />
        <MaskedTextField<SignValues>
          name="cpf"
          id={`${prefix}-cpf`}
          label="CPF"
          mask={maskCpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          hint={
            me?.invited_cpf_masked
              ? `O convite é para o CPF ${me.invited_cpf_masked}.`
              : "O CPF cadastrado na sua conta."
          }
        />
      </div>
      <SigningCodeField<SignValues> requestId={request.id} id={`${prefix}-code`} />
      <CheckboxField<SignValues> name="agree" id={`${prefix}-agree`} required>
        <span>
          Li o documento e concordo em assiná-lo eletronicamente. Meu nome, CPF, data e hora, endereço IP e navegador
          ficarão registrados na trilha de auditoria.
        </span>
      </CheckboxField>
      {form.formState.errors.agree?.message && (
        <p role="alert" className="text-sm text-destructive">
          {form.formState.errors.agree.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={sign.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={sign.isPending}>
          {sign.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PenLine aria-hidden="true" />}
          {sign.isPending ? "Assinando..." : "Assinar"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Why the dialog offers no signature: cancelled, not their turn yet, nothing pending or not a signer. */
function notSignableText(request: SignatureRequest): string {
  const me = request.signers.find((s) => s.is_me);
  if (!me) return "Você não está entre as pessoas convidadas a assinar este contrato.";
  if (request.status === "cancelled") {
    return `Esta solicitação foi cancelada e não aceita mais assinaturas. Motivo: ${request.void_reason ?? "não informado"}`;
  }
  if (request.status === "pending" && me.status === "pending" && !me.turn) return NOT_YOUR_TURN_TEXT;
  return `Não há assinatura sua pendente neste contrato (status: ${SIGNATURE_STATUS_LABELS[request.status]}).`;
}

function SignBody({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useSignature(id);
  const account = useAccount();
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Carregando contrato...
      </p>
    );
  if (query.isError) {
    // An invitee whose e-mail is not confirmed reads nothing of the request (403, decision 093):
    // the dialog says why and mails the confirmation link.
    if (senderNotConfirmed(query.error)) return <ConfirmEmailNotice />;
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  const request = query.data;
  // A signer who reads the request otherwise (its project's team) with an unconfirmed e-mail: say why.
  if (request.can.sign && account.data && !account.data.email_verified) {
    return (
      <div className="grid min-w-0 gap-4">
        <DialogDescription className="break-words">
          {request.title} · {request.project.title}
        </DialogDescription>
        <ConfirmEmailNotice />
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <DialogDescription className="break-words">
        {request.title} · {request.project.title}
      </DialogDescription>
      <div className="grid gap-2">
        <iframe
          src={request.view_url}
          title={`Documento: ${request.title}`}
          className="h-[45vh] w-full rounded-lg border bg-muted"
        />
        <a
          href={request.view_url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Abrir o documento em outra aba
        </a>
      </div>
      {request.can.sign ? (
        <SignForm request={request} onDone={onDone} />
      ) : (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm break-words">
          {notSignableText(request)}
        </p>
      )}
    </div>
  );
}

/**
 * The signing dialog: the document, then the invited name, the CPF, the code mailed on request and
 * the agreement. Opened by "Assinar" or by the
 * invitation's link (?assinar=<id>), which may point at a request on another page of the list.
 */
export function SignDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Assinar contrato</DialogTitle>
        </DialogHeader>
        {id && <SignBody id={id} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
