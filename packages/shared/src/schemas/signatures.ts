import { z } from "zod";
import { todayInSaoPaulo } from "../dates.ts";
import { isCpfValid, onlyDigits } from "../brazilian.ts";
import {
  INVITED_CPF_REQUIRED,
  invitedCpfRequired,
  MAX_SIGNERS,
  SIGNING_CODE_LENGTH,
  SIGNATURE_EVENT_KINDS,
  SIGNATURE_STATUSES,
  SIGNATURE_TYPES,
  SIGNER_STATUSES,
  type SignatureType,
} from "../signatures.ts";
import { TEXT_LIMITS } from "../text-limits.ts";
import { cpfField } from "./auth.ts";
import { requiredDateSchema, requiredText } from "./common.ts";
import { listPageSchema, listQuerySchema, listSearchSchema } from "./list-query.ts";

/** Reais with at most two decimals (centavos). */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** The largest amount a request may carry; numeric(15,2) holds it. */
export const MAX_SIGNATURE_AMOUNT = 100_000_000_000;

export const signerInputSchema = z.object({
  name: requiredText("Informe o nome de quem assina.", 120),
  email: z
    .string({ error: "Informe o e-mail de quem assina." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Informe o e-mail de quem assina.", abort: true })
    .max(254, "Use no máximo 254 caracteres.")
    .pipe(z.email("Informe um e-mail válido.")),
  /**
   * Optional (required for investment and SCP contracts): only the account with this CPF may sign.
   * Masked or bare; stored as 11 digits; empty means none.
   */
  cpf: z
    .string({ error: "Informe um CPF válido." })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isCpfValid(v), "Informe um CPF válido.")
    .transform((v) => (v === null ? null : onlyDigits(v))),
});
export type SignerInput = z.input<typeof signerInputSchema>;

/** Adds the "CPF required" issue under each signer without one (investment and SCP contracts). */
export function requireSignerCpfs(signers: readonly { cpf?: string | null }[], ctx: z.RefinementCtx) {
  signers.forEach((signer, index) => {
    if (!signer.cpf) ctx.addIssue({ code: "custom", path: ["signers", index, "cpf"], message: INVITED_CPF_REQUIRED });
  });
}

/** The one-time code mailed to the signer: exactly six digits. */
export const signingCodeField = z
  .string({ error: "Informe o código de 6 números enviado para seu e-mail." })
  .trim()
  .regex(new RegExp(`^[0-9]{${SIGNING_CODE_LENGTH}}$`), "Informe o código de 6 números enviado para seu e-mail.");

/** The fields of "Nova assinatura", before the rule that ties CPFs to the type (so forms may omit some). */
export const createSignatureFieldsSchema = z.object({
  title: requiredText("Informe o título do contrato.", 160),
  project_id: z.uuid({ error: "Selecione o projeto." }),
  type: z.enum(SIGNATURE_TYPES, { error: "Selecione o tipo do contrato." }),
  amount: z
    .number({ error: "Informe o valor do contrato." })
    .finite("Informe o valor do contrato.")
    .gt(0, "O valor deve ser maior que zero.")
    .max(MAX_SIGNATURE_AMOUNT, "O valor deve ser de até R$ 100.000.000.000,00.")
    .refine(hasCents, "Use no máximo duas casas decimais."),
  due_date: requiredDateSchema("o prazo para assinar")
    // São Paulo's today on both sides; the server checks again with its own clock.
    .refine((v) => v >= todayInSaoPaulo(), "O prazo não pode ser anterior a hoje."),
  file_id: z.uuid({ error: "Envie o PDF do contrato." }),
  signers: z
    .array(signerInputSchema, { error: "Informe quem assina." })
    .min(1, "Adicione pelo menos uma pessoa para assinar.")
    .max(MAX_SIGNERS, `Use no máximo ${MAX_SIGNERS} pessoas por contrato.`)
    .refine(
      (list) => new Set(list.map((s) => s.email.trim().toLowerCase())).size === list.length,
      "Cada pessoa deve ter um e-mail diferente.",
    )
    .refine((list) => {
      const cpfs = list.map((s) => s.cpf).filter(Boolean);
      return new Set(cpfs).size === cpfs.length;
    }, "Cada pessoa deve ter um CPF diferente."),
  /**
   * "Assinatura em ordem": the signers sign in their list order; each is invited once the previous
   * one has signed (decision 035). Left out, everyone is invited at once.
   */
  sequential: z.boolean({ error: "Indique se a assinatura é em ordem." }).default(false),
});

/** Investment and SCP contracts name each signer's CPF; the message sits under the signer's CPF. */
export function invitedCpfRule(
  input: { type: string; signers: readonly { cpf?: string | null }[] },
  ctx: z.RefinementCtx,
) {
  if ((SIGNATURE_TYPES as readonly string[]).includes(input.type) && invitedCpfRequired(input.type as SignatureType)) {
    requireSignerCpfs(input.signers, ctx);
  }
}

/** "Nova assinatura": POST /api/signatures. `file_id`: a PDF the user sent by POST /api/files. */
export const createSignatureInputSchema = createSignatureFieldsSchema.superRefine(invitedCpfRule);
export type CreateSignatureInput = z.input<typeof createSignatureInputSchema>;

/**
 * "Assinar": the signer types the invited name and their account's CPF, the code mailed to them
 * (POST /api/signatures/:id/code) and agrees.
 */
export const signInputSchema = z.object({
  name: requiredText("Digite seu nome completo, como está no convite.", 120),
  cpf: cpfField,
  code: signingCodeField,
  agree: z.literal(true, { error: "Marque a concordância para assinar." }),
});
export type SignInput = z.input<typeof signInputSchema>;

/** "Recusar": the reason is required, and the code mailed to the signer (a refusal ends the request for all). */
export const refuseInputSchema = z.object({
  reason: requiredText("Explique o motivo da recusa.", TEXT_LIMITS.signatureRefuseReason),
  code: signingCodeField,
});
export type RefuseInput = z.input<typeof refuseInputSchema>;

/** "Cancelar solicitação": the reason is required; the signers are told it. */
export const voidInputSchema = z.object({
  reason: requiredText("Explique o motivo do cancelamento.", TEXT_LIMITS.signatureVoidReason),
});
export type VoidInput = z.input<typeof voidInputSchema>;

export const signatureListQuerySchema = listQuerySchema.extend({
  status: z.enum(SIGNATURE_STATUSES, { error: "Escolha um status da lista." }).optional(),
  type: z.enum(SIGNATURE_TYPES, { error: "Escolha um tipo da lista." }).optional(),
});
export type SignatureListQuery = z.input<typeof signatureListQuerySchema>;

export const signerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SIGNER_STATUSES),
  signed_at: z.string().nullable(),
  refused_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** True when this signer is the current user (their e-mail matches). */
  is_me: z.boolean(),
  /** The CPF the signer was invited with, whole: only for the sender, legal users and admins (else null). */
  invited_cpf: z.string().nullable(),
  /** The invited CPF masked ("***.456.789-**"), for every reader; null when invited without one. */
  invited_cpf_masked: z.string().nullable(),
  /** Their place in the list, from 1: the signing order when the request is sequential. */
  order: z.number().int(),
  /**
   * They may sign now: pending on a pending request and, in a sequential one, everyone before
   * them has signed.
   */
  turn: z.boolean(),
});
export type Signer = z.infer<typeof signerSchema>;

export const signatureRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  project: z.object({ id: z.string(), title: z.string() }),
  type: z.enum(SIGNATURE_TYPES),
  status: z.enum(SIGNATURE_STATUSES),
  amount: z.number(),
  created_at: z.string(),
  due_date: z.string(),
  completed_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  /** "Cancelar solicitação" (or the contract's cancellation): when, and the reason the signers were told. */
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** Signers sign in their order; each is invited once the previous one has signed. */
  sequential: z.boolean(),
  signers: z.array(signerSchema),
  /** Signed signers over all signers, in whole percent. */
  progress: z.number(),
  created_by: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** What the current user may do with it, so the screen shows only working buttons. */
  can: z.object({ sign: z.boolean(), refuse: z.boolean(), resend: z.boolean(), void: z.boolean() }),
  contract_id: z.string().nullable(),
  investment_id: z.string().nullable(),
  view_url: z.string(),
  download_url: z.string(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

/** POST /api/signatures/:id/code: where the code went, until when it works, and when a new one may be asked. */
export const signingCodeSentSchema = z.object({
  sent_to: z.string(),
  expires_at: z.string(),
  resend_at: z.string(),
});
export type SigningCodeSent = z.infer<typeof signingCodeSentSchema>;

export const signatureSummarySchema = z.object({
  total: z.number(),
  pending: z.number(),
  signed: z.number(),
  expired: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;

export const signatureListSchema = listPageSchema(signatureRequestSchema).extend({
  /** Counts by status for the search and type applied (the status filter aside). */
  summary: signatureSummarySchema,
});
export type SignatureList = z.infer<typeof signatureListSchema>;

export const signatureEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SIGNATURE_EVENT_KINDS),
  signer_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  cpf: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  sha256: z.string(),
  at: z.string(),
});
export type SignatureEvent = z.infer<typeof signatureEventSchema>;
export const signatureEventsSchema = z.object({
  items: z.array(signatureEventSchema),
  /**
   * True when the viewer is neither a signer nor on the legal desk: each CPF is "***.456.789-**",
   * each IP keeps only its network ("200.100.x.x") and the browser is null (shown as "oculto").
   */
  masked: z.boolean(),
});
export type SignatureEvents = z.infer<typeof signatureEventsSchema>;

export const signatureProjectOptionsQuerySchema = z.object({ q: listSearchSchema() });
export const signatureProjectOptionsSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});

/** POST /api/contracts/:id/send-for-signature: the signers and the due date; the rest comes from the contract. */
export const sendContractForSignatureInputSchema = z.object({
  due_date: createSignatureInputSchema.shape.due_date,
  signers: createSignatureInputSchema.shape.signers,
  sequential: createSignatureInputSchema.shape.sequential,
});
// The contract's type decides whether CPFs are required: the server checks it (contracts module).
export type SendContractForSignatureInput = z.input<typeof sendContractForSignatureInputSchema>;
