import type { ApprovalPriority, ApprovalStatus } from "@alicerce/shared/approvals";
import type {
  PhaseStatus,
  ProjectPurpose,
  ProjectStatus,
  ProjectType,
  ProjectVisibility,
} from "@alicerce/shared/projects";

/** Who owns a demo project: the demo creator or one of two other seeded creators. */
export type DemoOwner = "criador" | "marina" | "horizonte";

export type DemoProject = {
  owner: DemoOwner;
  title: string;
  description: string;
  city: string;
  state: string;
  address?: string;
  type: ProjectType;
  purpose: ProjectPurpose;
  visibility: ProjectVisibility;
  status: ProjectStatus;
  target?: number;
  minInvestment?: number;
  roi?: number;
  months?: number;
  /** Days from the seed date to the fundraising deadline. */
  deadlineInDays?: number;
  manager: string;
  /** Share of the target already raised (0..1). */
  raisedShare?: number;
  image: number;
  /**
   * The project's legal reviews, oldest first (seed/seed-approvals.ts). A project past draft with
   * none listed gets one approved review, so the gate's rule (no raise without approval) holds.
   */
  reviews?: DemoReview[];
  /**
   * Its raise ends under the minimum and every paid commitment is refunded (seed-payments-failed-raise.ts):
   * seeded open with its deadline past and no commitments, created this many days ago rather than on the
   * list's spread, and with nobody's interest left on it.
   */
  raiseFails?: { createdDaysAgo: number };
};

/** One legal review of a demo project; decided ones were decided by juridico@. */
export type DemoReview = {
  status: ApprovalStatus;
  priority: ApprovalPriority;
  /** The reviewer's comment on the decision (required for a rejection). */
  comment?: string;
  /** Days before the seed date when the creator asked for it. */
  daysAgo: number;
};

/** Whether the project's latest review still waits for a decision. */
export const reviewIsOpen = (demo: DemoProject) => {
  const last = demo.reviews?.at(-1);
  return last !== undefined && (last.status === "pendente" || last.status === "em_analise");
};

/** The demo's raise that failed: its paid commitments were refunded (docs/product/payments.md#devolucoes). */
export const FAILED_RAISE_TITLE = "Loteamento Jardim Uberaba";

export const DEMO_PROJECTS: DemoProject[] = [
  {
    owner: "criador",
    title: "Residencial Jardim das Acácias",
    description:
      "Condomínio de 96 apartamentos de 2 e 3 dormitórios a 400 m da estação de metrô, com lazer completo e certificação de eficiência energética.",
    city: "São Paulo",
    state: "SP",
    address: "Rua das Acácias, 250 — Vila Mariana",
    type: "apartamentos",
    purpose: "investment",
    visibility: "public",
    status: "funding_open",
    target: 2_500_000,
    minInvestment: 5_000,
    roi: 18.5,
    months: 30,
    deadlineInDays: 75,
    manager: "Carlos Construtor",
    raisedShare: 0.42,
    image: 1,
  },
  {
    owner: "marina",
    title: "Edifício Mirante do Lago",
    description:
      "Torre residencial de 18 andares com vista para o Parque Barigui, unidades de 1 a 3 suítes e fachada ventilada.",
    city: "Curitiba",
    state: "PR",
    type: "apartamentos",
    purpose: "investment",
    visibility: "public",
    status: "funding_open",
    target: 4_000_000,
    minInvestment: 10_000,
    roi: 16,
    months: 36,
    deadlineInDays: 50,
    manager: "Marina Souza",
    raisedShare: 0.61,
    image: 4,
  },
  {
    owner: "criador",
    title: "Vila Serena Casas",
    description: "Conjunto de 24 casas térreas em condomínio fechado, com energia solar e área verde preservada.",
    city: "Belo Horizonte",
    state: "MG",
    type: "casas",
    purpose: "investment",
    visibility: "public",
    status: "in_progress",
    target: 1_800_000,
    minInvestment: 5_000,
    roi: 14,
    months: 20,
    deadlineInDays: -40,
    manager: "Carlos Construtor",
    raisedShare: 1,
    image: 2,
  },
  {
    owner: "criador",
    title: "Centro Empresarial Atlântico",
    description:
      "Edifício corporativo com lajes flexíveis, heliponto e certificação LEED, a 5 minutos da ponte Hercílio Luz.",
    city: "Florianópolis",
    state: "SC",
    type: "comercial",
    purpose: "investment",
    visibility: "public",
    status: "planning",
    target: 6_000_000,
    minInvestment: 20_000,
    roi: 20,
    months: 40,
    deadlineInDays: 90,
    manager: "Carlos Construtor",
    image: 3,
  },
  {
    owner: "marina",
    title: "Complexo Porto Novo",
    description:
      "Uso misto com 120 apartamentos, galeria comercial e marina pública na orla revitalizada do Recife Antigo.",
    city: "Recife",
    state: "PE",
    type: "misto",
    purpose: "investment",
    visibility: "public",
    status: "completed",
    target: 5_200_000,
    minInvestment: 10_000,
    roi: 22,
    months: 42,
    deadlineInDays: -400,
    manager: "Marina Souza",
    raisedShare: 1,
    image: 5,
  },
  {
    owner: "criador",
    title: "Casa de Campo Serra Gaúcha",
    description: "Residência de veraneio da família, com projeto em madeira certificada e lareira central.",
    city: "Gramado",
    state: "RS",
    type: "casas",
    purpose: "personal",
    visibility: "private",
    status: "planning",
    months: 14,
    manager: "Carlos Construtor",
    image: 6,
  },
  {
    owner: "horizonte",
    title: "Coworking Cooperativo Pelourinho",
    description:
      "Restauro de casarão histórico para coworking cooperativo de economia criativa, com 60 estações e auditório.",
    city: "Salvador",
    state: "BA",
    type: "comercial",
    purpose: "collaborative",
    // Only investment projects may be public (docs/decisions/004-projects-and-investments.md): the
    // cooperative's members and the team follow it; it raises nothing on the platform.
    visibility: "private",
    status: "in_progress",
    months: 18,
    manager: "Grupo Horizonte",
    image: 7,
  },
  {
    owner: "criador",
    title: "Residencial Bosque Verde",
    description: "Estudo de viabilidade para 64 apartamentos compactos junto ao Parque Flamboyant.",
    city: "Goiânia",
    state: "GO",
    type: "apartamentos",
    purpose: "investment",
    visibility: "private",
    status: "draft",
    target: 3_000_000,
    minInvestment: 5_000,
    roi: 17,
    months: 28,
    manager: "Carlos Construtor",
    image: 8,
    // Resubmitted: the first review asked for the soil study, the second waits in the queue.
    reviews: [
      {
        status: "rejeitado",
        priority: "media",
        comment:
          "Falta o laudo de sondagem do terreno e a certidão de matrícula atualizada. Anexe os dois documentos e envie novamente.",
        daysAgo: 21,
      },
      { status: "pendente", priority: "alta", daysAgo: 3 },
    ],
  },
  {
    owner: "criador",
    title: "Loteamento Alto da Colina",
    description: "Loteamento colaborativo de 40 lotes com infraestrutura compartilhada entre os futuros moradores.",
    city: "Brasília",
    state: "DF",
    type: "casas",
    purpose: "collaborative",
    visibility: "private",
    status: "draft",
    months: 24,
    manager: "Carlos Construtor",
    image: 2,
  },
  {
    owner: "marina",
    title: "Mercado Municipal Revitalizado",
    description: "Retrofit do antigo mercado com 80 boxes, praça de alimentação e estacionamento subterrâneo.",
    city: "Fortaleza",
    state: "CE",
    type: "comercial",
    purpose: "investment",
    visibility: "public",
    status: "funding_open",
    target: 3_200_000,
    minInvestment: 2_500,
    roi: 15.5,
    months: 22,
    deadlineInDays: 35,
    manager: "Marina Souza",
    raisedShare: 0.18,
    image: 3,
  },
  {
    owner: "marina",
    title: "Torre Amazônia Business",
    description:
      "Torre de escritórios e hotel executivo no polo industrial, em fase de estruturação com investidores convidados.",
    city: "Manaus",
    state: "AM",
    type: "misto",
    purpose: "investment",
    visibility: "private",
    status: "planning",
    target: 8_500_000,
    minInvestment: 50_000,
    roi: 19,
    months: 48,
    deadlineInDays: 120,
    manager: "Marina Souza",
    image: 5,
  },
  {
    owner: "horizonte",
    title: "Residencial Beira-Mar Natal",
    description: "Edifício de 40 apartamentos frente mar em Ponta Negra, entregue com todas as unidades vendidas.",
    city: "Natal",
    state: "RN",
    type: "apartamentos",
    purpose: "investment",
    visibility: "public",
    status: "completed",
    target: 2_100_000,
    minInvestment: 5_000,
    roi: 21,
    months: 26,
    deadlineInDays: -600,
    manager: "Grupo Horizonte",
    raisedShare: 1,
    image: 1,
  },
  {
    owner: "horizonte",
    title: "Condomínio Parque das Águas",
    description: "Condomínio de 32 casas com reúso de água da chuva e lagoa de retenção paisagística.",
    city: "Vitória",
    state: "ES",
    type: "casas",
    purpose: "investment",
    visibility: "public",
    status: "funding_open",
    target: 1_200_000,
    minInvestment: 1_000,
    roi: 13.5,
    months: 18,
    deadlineInDays: 20,
    manager: "Grupo Horizonte",
    raisedShare: 0.55,
    image: 6,
  },
  {
    owner: "criador",
    title: "Retrofit Edifício Paulista",
    description: "Conversão de edifício comercial dos anos 70 em 150 studios com coworking e fachada ativa.",
    city: "São Paulo",
    state: "SP",
    address: "Av. Paulista, 1800 — Bela Vista",
    type: "misto",
    purpose: "investment",
    visibility: "public",
    status: "in_progress",
    target: 3_600_000,
    minInvestment: 10_000,
    roi: 17.5,
    months: 24,
    deadlineInDays: -30,
    manager: "Carlos Construtor",
    raisedShare: 0.9,
    image: 4,
  },
  {
    owner: "criador",
    title: "Edifício Aurora Residence",
    description: "Torre residencial de 18 andares com 72 unidades e lazer completo no Setor Bueno.",
    city: "Goiânia",
    state: "GO",
    type: "apartamentos",
    purpose: "investment",
    visibility: "private",
    status: "draft",
    target: 4_500_000,
    minInvestment: 10_000,
    roi: 15,
    months: 36,
    manager: "Carlos Construtor",
    image: 3,
    reviews: [
      {
        status: "rejeitado",
        priority: "media",
        comment:
          "O projeto não apresenta o alvará de construção nem a aprovação do corpo de bombeiros. Inclua os documentos e revise o cronograma antes de reenviar.",
        daysAgo: 6,
      },
    ],
  },
  {
    owner: "marina",
    title: "Residencial Solar dos Ipês",
    description: "Condomínio de 48 casas térreas com energia solar e captação de água da chuva.",
    city: "Campinas",
    state: "SP",
    type: "casas",
    purpose: "investment",
    visibility: "private",
    status: "draft",
    target: 2_400_000,
    minInvestment: 5_000,
    roi: 14,
    months: 24,
    manager: "Marina Souza",
    image: 5,
    reviews: [{ status: "em_analise", priority: "alta", daysAgo: 5 }],
  },
  {
    owner: "marina",
    title: "Studios Vila Madalena",
    description: "Prédio de 30 studios para locação de curta temporada próximo ao metrô.",
    city: "São Paulo",
    state: "SP",
    type: "apartamentos",
    purpose: "investment",
    visibility: "private",
    status: "draft",
    target: 1_800_000,
    minInvestment: 2_500,
    roi: 13,
    months: 18,
    manager: "Marina Souza",
    image: 6,
    reviews: [{ status: "pendente", priority: "media", daysAgo: 2 }],
  },
  {
    owner: "horizonte",
    title: "Galpão Logístico Anhanguera",
    description: "Galpão logístico de 12.000 m² às margens da Rodovia Anhanguera, com docas e pátio de manobras.",
    city: "Jundiaí",
    state: "SP",
    type: "comercial",
    purpose: "collaborative",
    visibility: "private",
    status: "draft",
    months: 14,
    manager: "Grupo Horizonte",
    image: 7,
    reviews: [{ status: "pendente", priority: "baixa", daysAgo: 1 }],
  },
  {
    owner: "horizonte",
    title: FAILED_RAISE_TITLE,
    description:
      "Loteamento de 60 lotes residenciais e comerciais com infraestrutura completa; a captação terminou sem atingir o mínimo e os valores pagos foram devolvidos.",
    city: "Uberlândia",
    state: "MG",
    type: "misto",
    purpose: "investment",
    visibility: "public",
    status: "funding_open",
    target: 900_000,
    minInvestment: 1_000,
    roi: 12,
    months: 24,
    deadlineInDays: -6,
    manager: "Grupo Horizonte",
    image: 8,
    raiseFails: { createdDaysAgo: 75 },
  },
];

export const PHASE_NAMES = ["Projeto e aprovações", "Fundação", "Estrutura", "Acabamento", "Entrega"];

/** How far along the timeline is, by project status. */
export function phaseStatuses(status: ProjectStatus): PhaseStatus[] {
  switch (status) {
    case "completed":
      return ["completed", "completed", "completed", "completed", "completed"];
    case "in_progress":
      return ["completed", "completed", "in-progress", "pending", "pending"];
    case "funding_open":
    case "planning":
      return ["in-progress", "pending", "pending", "pending", "pending"];
    default:
      return ["pending", "pending", "pending", "pending", "pending"];
  }
}
