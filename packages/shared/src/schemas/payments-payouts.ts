import { z } from "zod";
import { isValidCnpj } from "@brazilian-utils/brazilian-utils";
import { onlyDigits } from "../brazilian.ts";
import { PIX_KEY_TYPES, validatePixKey } from "../pix-keys.ts";
import { MAX_PLATFORM_FEE_BASIS_POINTS } from "../platform-fee.ts";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";

// Minha Conta → Recebimentos and the release to the issuer (docs/product/payments.md#recebimentos,
// docs/product/payments.md#liberacao-ao-empreendedor; decisions 113 and 114).

export const PAYOUT_HOLDER_KINDS = ["person", "company"] as const;
export type PayoutHolderKind = (typeof PAYOUT_HOLDER_KINDS)[number];

export const PAYOUT_STATUSES = ["pending", "sent", "paid", "failed"] as const;
export type PayoutStatusName = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatusName, string> = {
  pending: "Aguardando envio",
  sent: "Enviado ao banco",
  paid: "Pago",
  failed: "Falhou",
};

export const payoutAccountSchema = z.object({
  key_type: z.enum(PIX_KEY_TYPES),
  /** As the DICT stores it: CPF/CNPJ digits, e-mail lower case, +55 phone, lower-case EVP. */
  key: z.string(),
  holder_kind: z.enum(PAYOUT_HOLDER_KINDS),
  holder_name: z.string(),
  /** The holder's CPF or CNPJ, digits. */
  holder_document: z.string(),
  /** False when the account's CPF changed after the key was saved: nothing is paid to it until saved again. */
  usable: z.boolean(),
  updated_at: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

export const payoutAccountStateSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** The account's CPF, which a person's key must belong to; null while Minha Conta has none. */
  cpf: z.string().nullable(),
  /** Only creators may receive in a company's name. */
  may_use_company: z.boolean(),
  /** True when the sandbox PSP stands in for a real one: no real money moves. */
  sandbox: z.boolean(),
});
export type PayoutAccountState = z.infer<typeof payoutAccountStateSchema>;

const CNPJ_INVALID = "O CNPJ da empresa titular não é válido.";

/** "Salvar chave Pix": the key, who holds it, and the current password (a stolen session cannot redirect money). */
export const savePayoutAccountInputSchema = z
  .object({
    key_type: z.string({ error: "Chave Pix inválida: escolha o tipo da chave." }),
    key: z.string({ error: "Chave Pix inválida: informe a chave." }).max(200, "Chave Pix inválida: informe a chave."),
    holder_kind: z.enum(PAYOUT_HOLDER_KINDS, { error: "Escolha o titular da conta." }),
    company_name: z.string().trim().max(160, "A razão social deve ter no máximo 160 caracteres.").optional(),
    company_cnpj: z.string().max(40, CNPJ_INVALID).optional(),
    current_password: z
      .string({ error: "Informe sua senha atual." })
      .min(1, "Informe sua senha atual.")
      .max(PASSWORD_MAX_LENGTH, "Senha atual incorreta."),
  })
  .transform((input, ctx) => {
    const check = validatePixKey(input.key_type, input.key);
    if (!check.ok) {
      ctx.addIssue({ code: "custom", message: check.message, path: ["key"] });
      return z.NEVER;
    }
    if (input.holder_kind === "person")
      return { key: check.key, holder: { kind: "person" as const }, password: input.current_password };
    const name = input.company_name ?? "";
    const cnpj = onlyDigits(input.company_cnpj ?? "");
    if (!name)
      ctx.addIssue({ code: "custom", message: "Informe a razão social da empresa titular.", path: ["company_name"] });
    if (cnpj.length !== 14 || !isValidCnpj(cnpj))
      ctx.addIssue({ code: "custom", message: CNPJ_INVALID, path: ["company_cnpj"] });
    if (!name || cnpj.length !== 14 || !isValidCnpj(cnpj)) return z.NEVER;
    return { key: check.key, holder: { kind: "company" as const, name, cnpj }, password: input.current_password };
  });
export type SavePayoutAccountInput = z.input<typeof savePayoutAccountInputSchema>;

export const payoutViewSchema = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** Reais, two decimals. */
  amount: z.number(),
  key_masked: z.string(),
  end_to_end_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  last_error: z.string().nullable(),
  receipt_id: z.string().nullable(),
});

export const projectReleaseSchema = z.object({
  gross: z.number(),
  fee: z.number(),
  net: z.number(),
  fee_percent: z.string(),
  commitments: z.number(),
  released_at: z.string(),
  released_by_job: z.boolean(),
  receipt_id: z.string().nullable(),
  payout: payoutViewSchema,
});

/** The project page's "Liberação dos recursos" (its creator and the admins). */
export const projectReleaseStateSchema = z.object({
  release: projectReleaseSchema.nullable(),
  /** Null when it may be released now; otherwise why not, in pt-BR. */
  blocked_reason: z.string().nullable(),
  /** What the release would be now (paid commitments), in reais. */
  pending_gross: z.number(),
  fee_percent: z.string(),
  /** True when the sandbox PSP stands in for a real one: no real money moves. */
  sandbox: z.boolean(),
});
export type ProjectReleaseState = z.infer<typeof projectReleaseStateSchema>;

/** The offer's fee, as its terms show it to anyone who may read the project. */
export const projectFeeSchema = z.object({
  fee_basis_points: z.number(),
  fee_percent: z.string(),
  terms_line: z.string(),
  /** True once fixed by the raise's opening; false while it would be the platform's current fee. */
  fixed: z.boolean(),
});

export const platformFeeSchema = z.object({ fee_percent: z.number(), fee_basis_points: z.number() });

const FEE_RANGE = "A taxa da plataforma deve estar entre 0 % e 20 %, com até duas casas decimais.";
export const setPlatformFeeInputSchema = z.object({
  fee_percent: z
    .number({ error: FEE_RANGE })
    .min(0, FEE_RANGE)
    .max(MAX_PLATFORM_FEE_BASIS_POINTS / 100, FEE_RANGE)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, FEE_RANGE),
});
