import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useSendConfirmationEmail } from "@/api/invitations/send-confirmation-email";

const SIGNER_MESSAGE =
  "Confirme seu email para ver, assinar ou recusar este contrato: só quem confirma o email convidado pode assinar.";

/**
 * An unconfirmed e-mail stops a signer (decision 033) or a sender inviting outsiders (decision 036):
 * the sentence and the action that mails the confirmation link, as the team invitations screen does.
 * Defaults: the signer's note; a sender's dialog passes the server's refusal as an alert.
 */
export function ConfirmEmailNotice({
  message = SIGNER_MESSAGE,
  role = "note",
  whenAlreadyConfirmed = "Feche e abra o contrato de novo para assiná-lo.",
}: {
  message?: string;
  role?: "note" | "alert";
  whenAlreadyConfirmed?: string;
}) {
  const send = useSendConfirmationEmail();
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.already_confirmed
            ? { title: "Email já confirmado", description: whenAlreadyConfirmed }
            : { title: "Link enviado", description: "Abra o link que enviamos para seu email para confirmá-lo." },
        ),
    });
  return (
    <div role={role} className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
      <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm">{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onSend} disabled={send.isPending}>
        {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Enviar link de confirmação
      </Button>
    </div>
  );
}
