// Project enums with their pt-BR labels (docs/product/projects.md#options-and-labels) and its lifecycle (#lifecycle).

export const PROJECT_STATUSES = ["draft", "planning", "funding_open", "in_progress", "completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: "Rascunho",
  planning: "Em Planejamento",
  funding_open: "Captando",
  in_progress: "Em Andamento",
  completed: "Concluído",
};
/** The statuses offered by the project list's status filter (docs/product/projects.md#project-list). */
export const PROJECT_STATUS_FILTERS = ["planning", "funding_open", "in_progress", "completed"] as const;

export const PROJECT_PURPOSES = ["personal", "collaborative", "investment"] as const;
export type ProjectPurpose = (typeof PROJECT_PURPOSES)[number];
export const PROJECT_PURPOSE_LABELS: Record<ProjectPurpose, string> = {
  personal: "Particular",
  collaborative: "Colaborativo",
  investment: "Investimento",
};
export const PROJECT_PURPOSE_DESCRIPTIONS: Record<ProjectPurpose, string> = {
  personal: "Projeto para uso próprio, sem captação de recursos.",
  collaborative: "Projeto construído em conjunto com parceiros.",
  investment: "Captação de recursos de investidores por meio de uma SCP.",
};

export const PROJECT_TYPES = ["apartamentos", "casas", "comercial", "misto"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  apartamentos: "Apartamentos",
  casas: "Casas",
  comercial: "Comercial",
  misto: "Misto",
};

export const PROJECT_VISIBILITIES = ["private", "public"] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
export const PROJECT_VISIBILITY_LABELS: Record<ProjectVisibility, string> = {
  private: "Privado",
  public: "Público",
};

export const TEAM_ROLES = ["gestor", "engenheiro", "arquiteto", "executor", "juridico"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  gestor: "Gestor",
  engenheiro: "Engenheiro",
  arquiteto: "Arquiteto",
  executor: "Executor",
  juridico: "Jurídico",
};

/** A team member with an e-mail is invited; only an accepted invitation gives access. */
export const TEAM_INVITATION_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];
/** What the project's manager reads next to a team entry (docs/product/projects.md#team). */
export const TEAM_INVITATION_STATUS_LABELS: Record<TeamInvitationStatus, string> = {
  pending: "Convite pendente",
  accepted: "Convite aceito",
  declined: "Convite recusado",
  withdrawn: "Convite cancelado",
};

export const PHASE_STATUSES = ["completed", "in-progress", "pending"] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];
export const PHASE_STATUS_LABELS: Record<PhaseStatus, string> = {
  completed: "Concluída",
  "in-progress": "Em andamento",
  pending: "Pendente",
};

/** The 27 federative units, for the location's state. */
export const BRAZILIAN_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

/** The wizard's steps, numbered 0 to 6 (docs/product/projects.md#creation-wizard). */
export const WIZARD_STEPS = [
  "Finalidade",
  "Informações Básicas",
  "Detalhes Financeiros",
  "Cronograma",
  "Equipe",
  "Documentos",
  "Revisão",
] as const;

/** CVM Resolução 88 numbers used by the investment rules. */
export const CVM88 = {
  /** Yearly limit of a retail investor across crowdfunding offers, in reais. */
  retailAnnualLimit: 20_000,
  /** Income or financial investments above this allow 10% of the larger per year. */
  declaredThreshold: 200_000,
  declaredShare: 0.1,
  /** Days in which a commitment may be withdrawn. */
  withdrawalDays: 5,
  /** The minimum target must be at least this share of the target. */
  minimumTargetShare: 2 / 3,
} as const;

/** The smallest minimum target allowed for a target, rounded up to the centavo. */
export function smallestMinimumTarget(target: number): number {
  return Math.ceil(target * CVM88.minimumTargetShare * 100) / 100;
}
