// Electronic signatures: types, statuses and their pt-BR labels, and the rules both sides share
// (docs/product/documents-and-signatures.md#signatures).

export const SIGNATURE_TYPES = ["investment", "scp", "service"] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];
export const SIGNATURE_TYPE_LABELS: Record<SignatureType, string> = {
  investment: "Investimento",
  scp: "SCP",
  service: "Serviço",
};

/**
 * Types whose contract names an investor (their amount, CPF and the trail of their signature): read
 * only by the request's parties (its sender and signers), verified legal users and platform admins,
 * never by the project's team as such (docs/decisions/036-signature-privacy-and-mail.md).
 */
export const CONFIDENTIAL_SIGNATURE_TYPES = ["scp", "investment"] as const satisfies readonly SignatureType[];
export const isConfidentialSignatureType = (type: SignatureType) =>
  (CONFIDENTIAL_SIGNATURE_TYPES as readonly SignatureType[]).includes(type);

/**
 * A request's status is never stored: `signed` and `rejected` follow from the signers, `expired`
 * from the due date on São Paulo's calendar (the server derives it in one SQL expression).
 */
export const SIGNATURE_STATUSES = ["pending", "signed", "expired", "rejected", "cancelled"] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus, string> = {
  pending: "Pendente",
  signed: "Assinado",
  expired: "Expirado",
  rejected: "Rejeitado",
  cancelled: "Cancelado",
};

export const SIGNER_STATUSES = ["pending", "signed", "rejected"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export const SIGNER_STATUS_LABELS: Record<SignerStatus, string> = {
  pending: "Pendente",
  signed: "Assinado",
  rejected: "Recusado",
};

/** Kinds of audit-trail events, with the sentence the trail and the certificate show. */
export const SIGNATURE_EVENT_KINDS = [
  "created",
  "sent",
  "viewed",
  "signed",
  "refused",
  "resent",
  "expired",
  "reminded",
  "code_sent",
  "code_confirmed",
  "voided",
  // Refused attempts (docs/decisions/126-failed-signing-attempts-in-the-trail.md): the trail keeps them
  // beside the successes, without the code or the CPF typed.
  "failed_code",
  "failed_name",
  "failed_cpf",
  "failed_name_cpf",
] as const;
export type SignatureEventKind = (typeof SIGNATURE_EVENT_KINDS)[number];
export const SIGNATURE_EVENT_LABELS: Record<SignatureEventKind, string> = {
  created: "Solicitação criada",
  sent: "Convite enviado",
  viewed: "Documento visualizado",
  signed: "Documento assinado",
  refused: "Assinatura recusada",
  resent: "Convite reenviado",
  expired: "Prazo expirado",
  reminded: "Lembrete enviado",
  code_sent: "Código de confirmação enviado por e-mail",
  code_confirmed: "Código de confirmação conferido",
  voided: "Solicitação cancelada",
  failed_code: "Tentativa recusada: código incorreto",
  failed_name: "Tentativa recusada: nome diferente do convite",
  failed_cpf: "Tentativa recusada: CPF diferente do cadastrado na conta",
  failed_name_cpf: "Tentativa recusada: nome e CPF não conferem",
};

/** The refused attempts the trail records: a wrong code, or a name or CPF that does not match. */
export const FAILED_ATTEMPT_KINDS = ["failed_code", "failed_name", "failed_cpf", "failed_name_cpf"] as const;
export type FailedAttemptKind = (typeof FAILED_ATTEMPT_KINDS)[number];
export const isFailedAttempt = (kind: SignatureEventKind): kind is FailedAttemptKind =>
  (FAILED_ATTEMPT_KINDS as readonly SignatureEventKind[]).includes(kind);

/**
 * In a sequential request, what a signer whose turn has not come is told: the server's 409 to a
 * signature and the card's note (decision 035).
 */
export const NOT_YOUR_TURN_TEXT = "Aguarde: quem vem antes de você na ordem ainda não assinou.";

/** A list page holds this many requests. */
export const SIGNATURES_PAGE_SIZE = 12;

/** Most signers one request may have. */
export const MAX_SIGNERS = 10;

/** Pending signers are reminded this often, until the due date. */
export const REMINDER_EVERY_DAYS = 3;

/** The empty result of the signatures screen (docs/product/messages.md). */
export const SIGNATURES_EMPTY_TEXT = "Nenhum contrato encontrado com os filtros aplicados.";

/** Signed signers over all signers, in whole percent. */
export function signatureProgress(signers: readonly { status: SignerStatus }[]): number {
  if (signers.length === 0) return 0;
  return Math.round((signers.filter((s) => s.status === "signed").length / signers.length) * 100);
}

/**
 * Types whose signers are always invited with their CPF (docs/product/documents-and-signatures.md#who-signs):
 * an investment or SCP contract binds a named investor, so only that person's CPF may sign it.
 */
export const TYPES_WITH_INVITED_CPF: readonly SignatureType[] = ["investment", "scp"];
export const invitedCpfRequired = (type: SignatureType) => TYPES_WITH_INVITED_CPF.includes(type);
export const INVITED_CPF_REQUIRED = "Informe o CPF de quem assina: contratos de investimento e de SCP exigem o CPF.";

/** The one-time signing code (decision 033): its length, life, tries and the wait between two sends. */
export const SIGNING_CODE_LENGTH = 6;
export const SIGNING_CODE_MINUTES = 10;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
export const SIGNING_CODE_RESEND_SECONDS = 60;
/**
 * Daily ceilings per signer line and São Paulo day (decision 093): codes sent, and wrong codes typed
 * over all of that day's codes. Five tries a code and a code a minute would otherwise let a held
 * session guess without end.
 */
export const SIGNING_CODES_PER_DAY = 10;
export const SIGNING_CODE_WRONG_TRIES_PER_DAY = 20;
/**
 * Signing attempts refused for a name or CPF that does not match, per signer line and São Paulo day
 * (decision 126): each is recorded in the trail, so the day's count is bounded like the codes'.
 */
export const SIGNING_IDENTITY_WRONG_TRIES_PER_DAY = 10;

/** Why a signer whose e-mail is not confirmed may not see, sign or refuse (API 403 and the dialog). */
export const SIGNER_EMAIL_NOT_CONFIRMED =
  "Confirme seu e-mail antes de ver, assinar ou recusar este contrato: só quem confirma o e-mail convidado pode assinar.";

/** A name as compared at signing: no accents, case or repeated spaces. */
export function comparableName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The screen a signer's invitation opens, with the signing dialog of one request. */
export const signingLink = (requestId: string) => `/dashboard/signatures?assinar=${encodeURIComponent(requestId)}`;

/** "2026-12-01" → "01/12/2026" (docs/product/formats-and-layout.md#dates). */
export const formatIsoDay = (day: string) => day.split("-").reverse().join("/");
