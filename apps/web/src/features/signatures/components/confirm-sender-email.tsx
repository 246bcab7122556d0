import { ApiRequestError } from "@/lib/api-client";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";

/**
 * The server's refusal for an account whose e-mail is not confirmed (403 EMAIL_NOT_VERIFIED): to
 * invite people outside the platform (decision 036), or to read a request addressed to that e-mail
 * (decision 093). Null for any other error.
 */
export function senderNotConfirmed(error: unknown): string | null {
  return error instanceof ApiRequestError && error.code === "EMAIL_NOT_VERIFIED" ? error.message : null;
}

/** Shown in a sending dialog after that refusal: the server's sentence and the confirmation link. */
export function ConfirmSenderEmail({ message }: { message: string }) {
  return <ConfirmEmailNotice message={message} role="alert" whenAlreadyConfirmed="Envie o contrato novamente." />;
}
