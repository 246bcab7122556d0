import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { useSendConfirmationEmail } from "@/api/invitations/send-confirmation-email";

/**
 * The server's refusal to send invitations to people outside the platform from an account whose
 * e-mail is not confirmed (403 EMAIL_NOT_VERIFIED, decision 036), or null for any other error.
 */
export function senderNotConfirmed(error: unknown): string | null {
  return error instanceof ApiRequestError && error.code === "EMAIL_NOT_VERIFIED" ? error.message : null;
}

/**
 * Shown in a sending dialog after that refusal: the server's sentence and the action that mails the
 * confirmation link, as the team invitations screen offers it.
 */
export function ConfirmSenderEmail({ message }: { message: string }) {
  const send = useSendConfirmationEmail();
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.already_confirmed
            ? { title: "Email já confirmado", description: "Envie o contrato novamente." }
            : { title: "Link enviado", description: "Abra o link que enviamos para seu email para confirmá-lo." },
        ),
    });
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
      <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm">{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onSend} disabled={send.isPending}>
        {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Enviar link de confirmação
      </Button>
    </div>
  );
}
