import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, XCircle } from "lucide-react";
import { refuseInputSchema, type RefuseInput, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";
import { applyServerErrors, fieldsOf, Form, schemaResolver, TextareaField } from "@/components/form";
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
import { useAccount } from "@/api/account/get-account";
import { useRefuseSignature } from "@/api/signatures/mutations";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";
import { SigningCodeField } from "./signing-code-field";

type RefuseValues = { reason: string; code: string };

function RefuseForm({ request, onDone }: { request: SignatureRequest; onDone: () => void }) {
  const refuse = useRefuseSignature(request.id);
  const form = useForm<RefuseValues, unknown, RefuseInput>({
    resolver: schemaResolver<RefuseValues, typeof refuseInputSchema>(refuseInputSchema),
    defaultValues: { reason: "", code: "" },
  });
  const prefix = `refuse-${request.id}`;
  // mutateAsync: once done, the card may drop this dialog, and mutate's callbacks would never run.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await refuse.mutateAsync(values);
      toast({ title: "Assinatura recusada", description: `Você recusou ${request.title}.` });
      onDone();
    } catch (error) {
      const { applied } = applyServerErrors(form, error, fieldsOf(refuseInputSchema.shape));
      if (applied[0]) form.setFocus(applied[0]);
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4">
      <TextareaField<RefuseValues>
        name="reason"
        id={`${prefix}-reason`}
        label="Motivo da recusa"
        maxLength={TEXT_LIMITS.signatureRefuseReason}
        rows={4}
        placeholder="Por que você não vai assinar este contrato?"
        hint="A recusa é definitiva: o contrato fica rejeitado para todos e quem o enviou verá o motivo."
      />
      <SigningCodeField<RefuseValues> requestId={request.id} id={`${prefix}-code`} />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={refuse.isPending}>
          Voltar
        </Button>
        <Button type="submit" variant="destructive" disabled={refuse.isPending}>
          {refuse.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {refuse.isPending ? "Recusando..." : "Recusar assinatura"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function RefuseBody({ request, onDone }: { request: SignatureRequest; onDone: () => void }) {
  const account = useAccount();
  if (account.data && !account.data.email_verified) return <ConfirmEmailNotice />;
  return <RefuseForm request={request} onDone={onDone} />;
}

/**
 * "Recusar": the reason and, like signing, the one-time code mailed to the signer (a refusal ends
 * the request for everyone, so it needs the same proof). The form is mounted only while open.
 */
export function RefuseDialog({ request }: { request: SignatureRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive" aria-label={`Recusar ${request.title}`}>
          <XCircle aria-hidden="true" />
          Recusar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Recusar assinatura</DialogTitle>
          <DialogDescription>{`${request.title} · ${request.project.title}`}</DialogDescription>
        </DialogHeader>
        {open && <RefuseBody request={request} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
