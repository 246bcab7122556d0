import { z } from "zod";
import { cnpjField } from "./suppliers.ts";
import { cpfField, currentUserSchema, emailField, nameField, PASSWORD_MAX_LENGTH, phoneField } from "./auth.ts";
import { uuidSchema } from "./common.ts";

// docs/product/account-and-notifications.md#settings

/** What the "Configurações" tab shows and edits. */
export const accountSettingsSchema = z.object({
  user: currentUserSchema,
  /** 11 digits, or null for an account made before CPFs were collected. */
  cpf: z.string().nullable(),
  /** 10 or 11 digits. */
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  /** A supplier's company CNPJ (14 digits) lives with the company; null without one. */
  supplier: z.object({ id: z.string(), company_name: z.string(), cnpj: z.string(), verified: z.boolean() }).nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const updateProfileInputSchema = z.object({
  name: nameField,
  cpf: cpfField,
  phone: phoneField,
  /** Only for a supplier with a company; ignored otherwise. */
  cnpj: cnpjField.optional(),
  /** An image uploaded through POST /api/files; null removes the avatar, absent keeps it. */
  avatar_file_id: uuidSchema.nullish(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

// docs/product/account-and-notifications.md#settings: after an e-mail change the old address is told,
// with a link that undoes it.

/** How long the undo link mailed to the old address works. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
export const INVALID_UNDO_LINK = "Link inválido ou expirado.";
export const OLD_EMAIL_TAKEN =
  "O email anterior passou a ser usado por outra conta, então a troca não pode ser desfeita por este link. Fale com o suporte do Alicerce.";

export const undoEmailChangeInputSchema = z.object({
  token: z.string({ error: INVALID_UNDO_LINK }).min(1, INVALID_UNDO_LINK).max(200, INVALID_UNDO_LINK),
});
export type UndoEmailChangeInput = z.input<typeof undoEmailChangeInputSchema>;

/** What the undo page says once the old address is back. */
export const emailChangeUndone = (email: string) =>
  `Sua conta voltou a usar o email ${email}, e todas as sessões dela foram encerradas. Quem trocou o email estava com uma sessão aberta na sua conta: redefina sua senha agora em "Esqueci minha senha".`;

export const PASSWORDS_DIFFER = "As senhas não coincidem.";
export const WRONG_CURRENT_PASSWORD = "Senha atual incorreta.";

const currentPasswordField = z
  .string({ error: "Informe sua senha atual." })
  .min(1, "Informe sua senha atual.")
  .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD);

/** A stolen session alone cannot move the account: the change asks the current password. */
export const changeEmailInputSchema = z.object({ new_email: emailField, current_password: currentPasswordField });
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;
export const PASSWORD_CHANGED = "Senha alterada com sucesso.";

const newPasswordField = z
  .string({ error: "Informe a nova senha." })
  .min(1, "Informe a nova senha.")
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
const confirmationField = z.string({ error: "Confirme a nova senha." }).min(1, "Confirme a nova senha.");

export const changePasswordInputSchema = z
  .object({
    current_password: currentPasswordField,
    new_password: newPasswordField,
    confirm_password: confirmationField,
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: PASSWORDS_DIFFER });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/** The same answer whether or not the e-mail has an account. */
export const FORGOT_PASSWORD_SENT =
  "Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.";
/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 60;
export const INVALID_RESET_LINK = "Link de redefinição inválido ou expirado. Peça um novo link.";
export const PASSWORD_RESET_DONE = "Senha redefinida com sucesso. Entre com a nova senha.";

export const resetPasswordInputSchema = z
  .object({
    token: z.string({ error: INVALID_RESET_LINK }).min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
    new_password: newPasswordField,
    confirm_password: confirmationField,
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: PASSWORDS_DIFFER });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** docs/product/account-and-notifications.md#notifications */
export const notificationPreferencesSchema = z.object({
  email: z.boolean({ error: "Informe se deseja receber emails." }),
  push: z.boolean({ error: "Informe se deseja receber notificações push." }),
  weekly_summary: z.boolean({ error: "Informe se deseja receber o resumo semanal." }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

// docs/product/account-and-notifications.md#sessions: "Sessões ativas" in Minha Conta.

/** One open session of the account, as "Sessões ativas" lists it. */
export const accountSessionSchema = z.object({
  id: uuidSchema,
  /** Browser and system read from the user agent ("Chrome no Windows"). */
  device: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  /** When the session was last used (its expiry slides at most once a day, so this is approximate). */
  last_used_at: z.string(),
  /** The session of the browser asking ("Este dispositivo"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });

export const SESSION_NOT_FOUND = "Sessão não encontrada.";
export const CURRENT_SESSION_USE_LOGOUT = "Para encerrar a sessão deste dispositivo, use Sair.";
export const SESSION_ENDED = "Sessão encerrada.";
export const OTHER_SESSIONS_ENDED = "As outras sessões foram encerradas.";
