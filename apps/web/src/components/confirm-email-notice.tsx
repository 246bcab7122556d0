import { useEffect, useState } from "react";
import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSendConfirmationEmail } from "@/api/invitations/send-confirmation-email";

/** Seconds until `iso`, never negative. */
const secondsUntil = (iso: string | null) => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);

/**
 * "Confirmar email": mails the link that confirms the account's e-mail again, then waits the
 * server's minute before offering it once more (docs/product/accounts.md#confirming-the-e-mail).
 */
export function ConfirmEmailButton({ whenAlreadyConfirmed }: { whenAlreadyConfirmed: string }) {
  const send = useSendConfirmationEmail();
  const [resendAt, setResendAt] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (!resendAt) return;
    setWait(secondsUntil(resendAt));
    const timer = window.setInterval(() => setWait(secondsUntil(resendAt)), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        setResendAt(result.resend_at);
        toast(
          result.already_confirmed
            ? { title: "Email já confirmado", description: whenAlreadyConfirmed }
            : { title: "Link enviado", description: "Abra o link que enviamos para seu email para confirmá-lo." },
        );
      },
    });
  return (
    <div className="grid gap-1">
      <Button type="button" variant="outline" size="sm" onClick={onSend} disabled={send.isPending || wait > 0}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
        {wait > 0 ? `Confirmar email (${wait}s)` : "Confirmar email"}
      </Button>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error)}
        </p>
      )}
    </div>
  );
}

const SIGNER_MESSAGE =
  "Confirme seu email para ver, assinar ou recusar este contrato: só quem confirma o email convidado pode assinar.";

/**
 * An unconfirmed e-mail stops a signer (decision 033), a sender inviting outsiders (decision 036),
 * a creator adding a team member, an invited person answering: the sentence (the server's refusal
 * when there is one) and "Confirmar email". Defaults: the signer's note.
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
  return (
    <div role={role} className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
      <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm">{message}</p>
      <ConfirmEmailButton whenAlreadyConfirmed={whenAlreadyConfirmed} />
    </div>
  );
}
