/**
 * "Confirmar email" (docs/product/accounts.md#confirming-the-e-mail): the link is mailed at
 * registration and again on request, at most once a minute and five times an hour per account.
 */
export const CONFIRMATION_EMAIL_WAIT_SECONDS = 60;
export const CONFIRMATION_EMAILS_PER_HOUR = 5;

/** The answer to a second request within the minute (429). */
export const CONFIRMATION_EMAIL_WAIT_MESSAGE =
  "Já enviamos um link de confirmação há menos de um minuto. Confira sua caixa de entrada ou peça outro em instantes.";
