// The sentences of the password rule (docs/product/accounts.md#registration). The server judges every
// new password (apps/server/src/modules/auth/password-policy.ts); the forms show its sentence under
// the field, and this hint beside it before anything is sent.

/** Said when no plainer reason applies but the password is guessable (zxcvbn's score below 3). */
export const GUESSABLE_PASSWORD =
  "Esta senha é fácil de adivinhar. Use uma frase com três ou quatro palavras, ou uma senha mais longa e menos previsível, sem seu nome, email ou CPF.";

/** Beside every new-password field. */
export const PASSWORD_HINT = "Pelo menos 6 caracteres. Prefira uma frase de três ou quatro palavras, sem seu nome.";
