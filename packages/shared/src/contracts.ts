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
