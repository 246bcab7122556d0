// Contract types and statuses of the legal desk's contracts screen, with their pt-BR labels
// (docs/product/legal-desk.md#contracts).

export const CONTRACT_TYPES = ["investimento", "adesao", "fornecimento"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  investimento: "Investimento",
  adesao: "Adesão",
  fornecimento: "Fornecimento",
};

/**
 * A contract's status is never stored: it follows from its dates and São Paulo's today, or from
 * its cancellation (the server derives it in one SQL expression, for the answer and the filter).
 */
export const CONTRACT_STATUSES = ["pendente", "ativo", "finalizado", "cancelado"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pendente: "Pendente",
  ativo: "Ativo",
  finalizado: "Finalizado",
  cancelado: "Cancelado",
};

/** What each status means, for a screen reader's description of a status badge and for the docs. */
export const CONTRACT_STATUS_HINTS: Record<ContractStatus, string> = {
  pendente: "Ainda não entrou em vigor.",
  ativo: "Em vigor.",
  finalizado: "A data de término já passou.",
  cancelado: "Cancelado por um profissional jurídico ou administrador.",
};

/** A list page holds this many contracts. */
export const CONTRACTS_PAGE_SIZE = 12;

/** The empty result of the contracts screen (docs/product/messages.md). */
export const CONTRACTS_EMPTY_TEXT = "Nenhum contrato encontrado com os filtros aplicados.";

/**
 * Why a contract's terms (name, client, project, value, dates, type, PDF) cannot change now, or
 * null when they can: they are frozen while a signature request of it is pending, so the parties
 * sign what they were sent, and for good once it is signed (decision 035). The server refuses the
 * edit with this sentence (409) and the contracts screen shows it beside the disabled "Editar".
 */
export function contractTermsLock(latestSignatureStatus: string | null | undefined): string | null {
  if (latestSignatureStatus === "pending") {
    return "Este contrato está aguardando assinaturas, e os termos enviados não podem mudar. Para alterá-lo, cancele a solicitação em Assinaturas e envie o contrato de novo.";
  }
  if (latestSignatureStatus === "signed") {
    return "Este contrato já foi assinado, e os termos assinados não podem mais mudar.";
  }
  return null;
}

/**
 * Why a contract cannot be cancelled now, or null: a signed contract binds its parties and ends by
 * its dates (or by a new, signed agreement), not by the legal desk's cancellation (decision 035).
 */
export function contractCancelLock(latestSignatureStatus: string | null | undefined): string | null {
  return latestSignatureStatus === "signed"
    ? "Este contrato já foi assinado pelas partes e não pode ser cancelado aqui: ele termina na data de término ou por um novo acordo assinado."
    : null;
}
