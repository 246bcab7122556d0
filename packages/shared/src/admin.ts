import { onlyDigits } from "./brazilian.ts";

/**
 * The CPF as the admin desk shows it: only the middle six digits ("***.456.789-**"), enough to
 * tell two people with one name apart without handing the whole number to every admin screen.
 * Anything that is not 11 digits is shown as fully hidden.
 */
export function maskCpfForAdmin(cpf: string | null | undefined): string | null {
  if (!cpf) return null;
  const digits = onlyDigits(cpf);
  if (digits.length !== 11) return "***.***.***-**";
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Why an admin may not take their own verification away (API 409 and the desk's disabled button). */
export const SELF_UNVERIFY_REFUSAL =
  "Você não pode remover a verificação da sua própria conta: perderia o acesso à administração.";
