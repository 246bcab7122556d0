/**
 * What an e-mail address looks like to every form and to the server (zod's own rule, written out so
 * that the login page can check it without loading zod: its first load has a budget).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const INVALID_EMAIL_MESSAGE = "Por favor, insira um email válido.";
