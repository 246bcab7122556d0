// The code mailed to a login from a new device while strangers' failures fill the account's ceiling
// (docs/decisions/092-new-device-login-by-mailed-code.md). Apart from the schemas: /login imports
// these sentences, and its first load carries no zod (decision 056).

export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_REQUIRED = `Digite o código de ${EMAIL_CODE_LENGTH} dígitos que enviamos para o seu email.`;
/** Said of a wrong, spent or expired mailed code: the way out is a new login, which mails another. */
export const EMAIL_CODE_INVALID =
  "Código inválido ou expirado. Confira o email mais recente do Alicerce ou volte e entre de novo para receber outro código.";

/** The code as typed ("123 456", " 123456 ") in the form the server compares, or null if it is not one. */
export function typedEmailCode(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(digits) ? digits : null;
}
