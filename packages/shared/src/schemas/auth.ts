import { z } from "zod";
import { noNul, NUL_MESSAGE } from "./common.ts";
import { isCpfValid, isPhoneValid, onlyDigits } from "../brazilian.ts";
import { EMAIL_CODE_INVALID, EMAIL_CODE_LENGTH, EMAIL_CODE_REQUIRED } from "../login-code.ts";
import { BRAZILIAN_STATES } from "../projects.ts";
import { REGISTRATION_USER_TYPES, USER_TYPES } from "../user-types.ts";

export const userTypeSchema = z.enum(USER_TYPES);

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for passphrases, short enough to keep argon2 hashing cheap for attackers to trigger. */
export const PASSWORD_MAX_LENGTH = 128;

// Field schemas are written once and composed into each form's and route's schema.
export const emailField = z
  .string({ error: "Informe seu email." })
  .trim()
  .toLowerCase()
  .min(1, "Informe seu email.")
  .pipe(z.email("Por favor, insira um email válido."));

export const passwordField = z
  .string({ error: "Informe sua senha." })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const nameField = z
  .string({ error: "Informe seu nome completo." })
  .trim()
  .min(1, "Informe seu nome completo.")
  .max(120, "O nome deve ter no máximo 120 caracteres.")
  .refine(noNul, NUL_MESSAGE);

/** Accepts the masked or bare CPF, stores the 11 digits. */
export const cpfField = z
  .string({ error: "Por favor, insira um CPF válido." })
  .refine(isCpfValid, "Por favor, insira um CPF válido.")
  .transform(onlyDigits);

/** Optional; when given it must be a real Brazilian number. Stored as digits. */
export const phoneField = z
  .string()
  .nullish()
  .transform((v) => (v ? onlyDigits(v) : ""))
  .refine((v) => v === "" || isPhoneValid(v), "Por favor, insira um telefone válido.")
  .transform((v) => (v === "" ? null : v));

export const OAB_NUMBER_REQUIRED = "Informe o número da OAB.";
export const OAB_NUMBER_INVALID = "Informe um número de OAB válido (até 6 dígitos).";
export const OAB_STATE_REQUIRED = "Selecione a UF da OAB.";

/** An OAB registration number: up to 6 digits, sometimes with a letter suffix; dots and dashes dropped. */
export const oabNumberField = z
  .string({ error: OAB_NUMBER_INVALID })
  .max(20, OAB_NUMBER_INVALID)
  .transform((v) => v.replace(/[\s.\-/]/g, "").toUpperCase())
  .refine((v) => v === "" || /^\d{1,6}[A-Z]?$/.test(v), OAB_NUMBER_INVALID)
  .nullish();

export const oabStateField = z
  .string({ error: OAB_STATE_REQUIRED })
  .nullish()
  .refine((v) => !v || (BRAZILIAN_STATES as readonly string[]).includes(v), OAB_STATE_REQUIRED);

export const registerInputSchema = z
  .object({
    name: nameField,
    cpf: cpfField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    type: z.enum(REGISTRATION_USER_TYPES, { error: "Selecione o tipo de usuário." }),
    /** Required for type legal: a platform admin checks it before the account gets legal powers. */
    oab_number: oabNumberField,
    oab_state: oabStateField,
  })
  .superRefine((input, ctx) => {
    if (input.type !== "legal") return;
    if (!input.oab_number) ctx.addIssue({ code: "custom", path: ["oab_number"], message: OAB_NUMBER_REQUIRED });
    if (!input.oab_state) ctx.addIssue({ code: "custom", path: ["oab_state"], message: OAB_STATE_REQUIRED });
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

export { EMAIL_CODE_INVALID, EMAIL_CODE_LENGTH, EMAIL_CODE_REQUIRED };

export const loginInputSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Informe sua senha." })
    .min(1, "Informe sua senha.")
    .max(PASSWORD_MAX_LENGTH, "Email ou senha incorretos."),
  /** Only when the answer asked for it (`email_code_required`): the code mailed to the account. */
  email_code: z
    .string({ error: EMAIL_CODE_REQUIRED })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), EMAIL_CODE_REQUIRED)
    .optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** The current user as the product holds it (docs/product/accounts.md#current-user). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  type: userTypeSchema,
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });

export const registerResponseSchema = z.object({
  user: currentUserSchema,
  /** True when the account must confirm its e-mail before the first login. */
  verificationRequired: z.boolean(),
});
