import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useSendConfirmationEmail } from "@/api/invitations/send-confirmation-email";

/**
 * A signer whose e-mail is not confirmed may not see, sign or refuse (decision 033): this says so
 * and sends the confirmation link, as the team invitations screen does.
 */
export function ConfirmEmailNotice() {
  const send = useSendConfirmationEmail();
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.already_confirmed
            ? { title: "Email já confirmado", description: "Feche e abra o contrato de novo para assiná-lo." }
            : { title: "Link enviado", description: "Abra o link que enviamos para seu email para confirmá-lo." },
        ),
    });
  return (
    <div role="note" className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
      <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm">
        Confirme seu email para ver, assinar ou recusar este contrato: só quem confirma o email convidado pode assinar.
      </p>
      <Button variant="outline" size="sm" onClick={onSend} disabled={send.isPending}>
        {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Enviar link de confirmação
      </Button>
    </div>
  );
}
