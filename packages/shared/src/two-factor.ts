import { isPlatformAdmin, isVerifiedLegal, type Account } from "./user-types.ts";

// Two-factor login's numbers and texts (docs/product/accounts.md#two-factor), without zod: the
// login page shows them and must stay within its JavaScript budget. Schemas: schemas/two-factor.ts.

export const TWO_FACTOR_DIGITS = 6;

/** A code as typed or pasted, without the spaces and dashes people add ("123 456", "123-456"). */
export const compactCode = (value: string) => value.replace(/[\s-]/g, "");

/** Whether the text is an authenticator app's code: its 6 digits, once compacted. */
export const isTotpCode = (value: string) => new RegExp(`^\\d{${TWO_FACTOR_DIGITS}}$`).test(compactCode(value));
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_CODE_REQUIRED = "Informe o código de 6 dígitos do aplicativo autenticador.";
export const RECOVERY_CODE_REQUIRED = "Informe um código de recuperação.";
export const TWO_FACTOR_INVALID_CODE = "Código inválido. Confira o aplicativo autenticador e tente de novo.";
/** A code whose 30-second step was already accepted for the account: each code works once (decision 090). */
export const TWO_FACTOR_CODE_USED =
  "Este código já foi usado. Aguarde o próximo código do aplicativo autenticador e tente de novo.";
export const TWO_FACTOR_INVALID_RECOVERY_CODE = "Código de recuperação inválido ou já usado.";
export const TWO_FACTOR_EXPIRED = "A verificação expirou. Entre de novo com seu email e senha.";
export const TWO_FACTOR_TOO_MANY_TRIES =
  "Muitas tentativas com códigos inválidos. Entre de novo com seu email e senha.";
export const TWO_FACTOR_LOCKED = "Muitas tentativas com códigos inválidos. Tente novamente em 15 minutos.";
export const TWO_FACTOR_ALREADY_ON = "A verificação em duas etapas já está ativa.";
export const TWO_FACTOR_NOT_ON = "A verificação em duas etapas não está ativa.";
export const TWO_FACTOR_SETUP_MISSING = "Comece a ativação de novo: peça um novo QR code.";
export const TWO_FACTOR_ENABLED = "Verificação em duas etapas ativada.";
export const TWO_FACTOR_DISABLED = "Verificação em duas etapas desativada.";
export const RECOVERY_CODES_RENEWED = "Novos códigos de recuperação gerados. Os anteriores não valem mais.";

/** Who the platform asks to turn two-factor on (issue: admins and verified legal users). */
export const twoFactorRecommendedFor = (user: Account) => isPlatformAdmin(user) || isVerifiedLegal(user);
