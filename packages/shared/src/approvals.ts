/**
 * The legal desk's approval requests (docs/product/legal-desk.md#approvals): codes stored in the
 * database and sent by the API, with the pt-BR labels the screens show.
 */

/** What a request asks legal to review. Only projects are wired today; documents and contracts join later. */
export const APPROVAL_SUBJECT_TYPES = ["project", "document", "contract"] as const;
export type ApprovalSubjectType = (typeof APPROVAL_SUBJECT_TYPES)[number];
export const APPROVAL_SUBJECT_TYPE_LABELS: Record<ApprovalSubjectType, string> = {
  project: "Projeto",
  document: "Documento",
  contract: "Contrato",
};

/** Pendente → Em Análise → Aprovado | Rejeitado (docs/product/legal-desk.md#approval-lifecycle). */
export const APPROVAL_STATUSES = ["pendente", "em_analise", "aprovado", "rejeitado"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pendente: "Pendente",
  em_analise: "Em Análise",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
};
/** A request still waiting for a decision; a subject has at most one at a time. */
export const OPEN_APPROVAL_STATUSES: readonly ApprovalStatus[] = ["pendente", "em_analise"];
export const isOpenApproval = (status: ApprovalStatus) => OPEN_APPROVAL_STATUSES.includes(status);

/** Set by legal users; a new request is "Média". */
export const APPROVAL_PRIORITIES = ["alta", "media", "baixa"] as const;
export type ApprovalPriority = (typeof APPROVAL_PRIORITIES)[number];
export const APPROVAL_PRIORITY_LABELS: Record<ApprovalPriority, string> = {
  alta: "Alta",
  media: "Média",
  baixa: "Baixa",
};
export const DEFAULT_APPROVAL_PRIORITY: ApprovalPriority = "media";

/** The append-only history of a request. */
export const APPROVAL_EVENT_KINDS = [
  "requested",
  "analysis_started",
  "approved",
  "rejected",
  "priority_changed",
] as const;
export type ApprovalEventKind = (typeof APPROVAL_EVENT_KINDS)[number];
export const APPROVAL_EVENT_LABELS: Record<ApprovalEventKind, string> = {
  requested: "Análise solicitada",
  analysis_started: "Análise iniciada",
  approved: "Aprovado",
  rejected: "Rejeitado",
  priority_changed: "Prioridade alterada",
};
/** The steps a project's creator and team see in its review history (priority is the desk's own business). */
export const PUBLIC_APPROVAL_EVENT_KINDS: readonly ApprovalEventKind[] = [
  "requested",
  "analysis_started",
  "approved",
  "rejected",
];

/** Size of a page of the approvals queue. */
export const APPROVALS_PAGE_SIZE = 20;

/** Shown when the queue has nothing for the search and filters applied. */
export const APPROVALS_EMPTY_MESSAGE = "Nenhuma solicitação encontrada com os filtros aplicados.";

/** Why a rejection needs a comment: the creator must know what to fix before resubmitting. */
export const REJECTION_COMMENT_REQUIRED = "Explique o motivo da rejeição para que o solicitante possa corrigir.";
