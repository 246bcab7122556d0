import { ApiRequestError } from "@/lib/api-client";
import { ConfirmEmailNotice } from "./confirm-email-notice";

/**
 * The server's refusal to send invitations to people outside the platform from an account whose
 * e-mail is not confirmed (403 EMAIL_NOT_VERIFIED, decision 036), or null for any other error.
 */
export function senderNotConfirmed(error: unknown): string | null {
  return error instanceof ApiRequestError && error.code === "EMAIL_NOT_VERIFIED" ? error.message : null;
}

/** Shown in a sending dialog after that refusal: the server's sentence and the confirmation link. */
export function ConfirmSenderEmail({ message }: { message: string }) {
  return <ConfirmEmailNotice message={message} role="alert" whenAlreadyConfirmed="Envie o contrato novamente." />;
}
