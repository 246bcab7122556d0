import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";
import { uuidSchema } from "./common.ts";

// docs/product/privacy.md: the LGPD rights of Minha Conta → Configurações.

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long the e-mailed download link works, and the ZIP is kept. */
export const DATA_EXPORT_VALID_DAYS = 7;
/** Requests per account in 24 hours: building a ZIP of every upload is costly. */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_REQUESTED =
  "Estamos preparando seus dados. Você receberá um email com o link para baixar quando estiverem prontos.";
export const DATA_EXPORT_ALREADY_PENDING =
  "Seus dados já estão sendo preparados. Aguarde o email com o link antes de pedir de novo.";
export const DATA_EXPORT_DAILY_LIMIT = `Você já pediu seus dados ${DATA_EXPORTS_PER_DAY} vezes nas últimas 24 horas. Tente novamente amanhã.`;
export const DATA_EXPORT_NOT_FOUND = "Arquivo não encontrado ou link expirado. Peça seus dados de novo.";

/** One "Baixar meus dados" request, as the screen lists it. */
export const dataExportSchema = z.object({
  id: uuidSchema,
  status: z.enum(DATA_EXPORT_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when the e-mailed link works; null until ready. */
  expires_at: z.string().nullable(),
  /** Ready and not expired: the e-mailed link still downloads it. */
  available: z.boolean(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.object({ items: z.array(dataExportSchema) });
export const dataExportDownloadQuerySchema = z.object({
  token: z.string({ error: DATA_EXPORT_NOT_FOUND }).min(1, DATA_EXPORT_NOT_FOUND).max(200, DATA_EXPORT_NOT_FOUND),
});

/** What the person types to confirm "Excluir minha conta". */
export const ACCOUNT_DELETION_CONFIRMATION = "EXCLUIR";
export const ACCOUNT_DELETION_WRONG_CONFIRMATION = `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.`;
export const ACCOUNT_DELETION_WRONG_PASSWORD = "Senha incorreta.";
export const ACCOUNT_DELETED = "Sua conta foi excluída. Seus dados pessoais foram removidos.";
/**
 * The domain of a deleted account's placeholder e-mail (removido+<id>@alicerce.invalid): reserved by
 * RFC 2606, so it can never receive mail, and the outbox drops anything addressed to it.
 */
export const REMOVED_ACCOUNT_EMAIL_DOMAIN = "alicerce.invalid";
/** The name every anonymised account shows where it still appears (signature trails keep the signer's own). */
export const REMOVED_USER_NAME = "Usuário removido";

export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: "Informe sua senha." })
    .min(1, "Informe sua senha.")
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_WRONG_PASSWORD),
  confirmation: z
    .string({ error: ACCOUNT_DELETION_WRONG_CONFIRMATION })
    .refine((v) => v.trim() === ACCOUNT_DELETION_CONFIRMATION, ACCOUNT_DELETION_WRONG_CONFIRMATION),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** Why the account cannot be deleted yet: each reason the person must settle first. */
export const ACCOUNT_DELETION_BLOCKERS = {
  active_investments:
    "Você tem investimentos ativos. Eles precisam terminar (ou ser desistidos no prazo) antes de excluir a conta.",
  open_raises: "Você tem captações abertas em projetos que criou. Encerre-as antes de excluir a conta.",
  others_money_in_projects:
    "Há investimentos ativos de outras pessoas em projetos que você criou, e você é quem os gere perante esses " +
    "investidores. A conta só pode ser excluída quando nenhum projeto seu tiver investimentos ativos de outras " +
    "pessoas; para passar a gestão a outra pessoa, fale com o suporte do Alicerce.",
  pending_signatures_as_signer: "Há contratos aguardando a sua assinatura. Assine ou recuse antes de excluir a conta.",
  pending_signatures_as_sender:
    "Há contratos que você enviou aguardando assinaturas. Espere que terminem ou cancele-os antes de excluir a conta.",
} as const;
export type AccountDeletionBlocker = keyof typeof ACCOUNT_DELETION_BLOCKERS;
