import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits.ts";
import {
  BRAZILIAN_STATES,
  PHASE_STATUSES,
  PROJECT_PURPOSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_VISIBILITIES,
  TEAM_INVITATION_STATUSES,
  TEAM_ROLES,
  smallestMinimumTarget,
} from "../projects.ts";
import { formatBRL } from "../brazilian.ts";
import { DEFAULT_DOCUMENT_VISIBILITY } from "../documents.ts";
import { documentCategorySchema, documentSchema, documentVisibilitySchema } from "./documents.ts";
import { todayInSaoPaulo } from "../dates.ts";
import { FILE_FIELD_KINDS } from "../file-rules.ts";
import { listCursorQuerySchema } from "./list-query.ts";
import {
  isoDateSchema,
  moneySchema,
  optionalText,
  positiveMoneySchema,
  requiredDateSchema,
  requiredMoney,
  requiredText,
  uuidSchema,
} from "./common.ts";

export const teamMemberInputSchema = z.object({
  name: requiredText("Informe o nome do membro da equipe.", 120),
  role: z.enum(TEAM_ROLES, { error: "Selecione a função." }),
  experience: optionalText(TEXT_LIMITS.teamExperience),
  /**
   * The member is invited by e-mail; whoever accepts from an account with this confirmed e-mail
   * may see the project while private or draft.
   */
  email: z
    .string({ error: "Por favor, insira um email válido." })
    .trim()
    .toLowerCase()
    .max(254, "Por favor, insira um email válido.")
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email("Por favor, insira um email válido.").nullable()),
});

export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

export const phaseInputSchema = z
  .object({
    /** An existing phase being edited (PUT /phases keeps its id, its expenses and updates); absent for a new one. */
    id: uuidSchema.nullish().transform((v) => v ?? null),
    name: requiredText("Informe o nome da etapa.", 120),
    description: optionalText(TEXT_LIMITS.phaseDescription),
    start_date: isoDateSchema.nullish().transform((v) => v ?? null),
    end_date: isoDateSchema.nullish().transform((v) => v ?? null),
    status: z.enum(PHASE_STATUSES, { error: "Selecione o status da etapa." }).default("pending"),
    /** The phase's budget in reais (decision 059); absent keeps an existing phase's, 0 for a new one. */
    budget: moneySchema.optional(),
  })
  .refine((p) => !p.start_date || !p.end_date || p.end_date >= p.start_date, {
    path: ["end_date"],
    message: "O término da etapa não pode ser antes do início.",
  });

export const projectDocumentInputSchema = z.object({
  name: requiredText("Informe o nome do documento.", 200),
  category: documentCategorySchema,
  /** "Equipe" unless the creator opens it to investors (docs/product/documents-and-signatures.md#document-access). */
  visibility: documentVisibilitySchema.default(DEFAULT_DOCUMENT_VISIBILITY),
  /** An id returned by POST /api/files. */
  file_id: uuidSchema,
});

const nullableMoney = moneySchema.nullish().transform((v) => v ?? null);

/**
 * Values a real project cannot have, refused at the field on the web and again by the server:
 * a deadline already past, a minimum ticket above the target, a minimum raise outside CVM 88's
 * 2/3-of-the-target floor and the target (docs/product/projects.md#creation-rules).
 */
function checkCreationTerms(
  p: {
    purpose: string;
    deadline: string | null;
    target_amount: number | null;
    minimum_target_amount: number | null;
    min_investment: number | null;
  },
  ctx: z.RefinementCtx,
) {
  // A date the field itself refuses (01/01/1850: outside the years a date may have) gets that one
  // reason, not a second one about being past.
  if (p.deadline && isoDateSchema.safeParse(p.deadline).success && p.deadline < todayInSaoPaulo()) {
    ctx.addIssue({ code: "custom", path: ["deadline"], message: "O prazo não pode ser uma data passada." });
  }
  // Amounts the field checks already refuse get no second, cross-field message.
  const valid = (amount: number | null): amount is number => amount !== null && moneySchema.safeParse(amount).success;
  const target = p.purpose === "investment" ? p.target_amount : null;
  if (!valid(target)) return;
  if (valid(p.min_investment) && p.min_investment > target) {
    ctx.addIssue({
      code: "custom",
      path: ["min_investment"],
      message: "O investimento mínimo não pode ser maior que a meta de captação.",
    });
  }
  const floor = smallestMinimumTarget(target);
  if (valid(p.minimum_target_amount) && (p.minimum_target_amount < floor || p.minimum_target_amount > target)) {
    ctx.addIssue({
      code: "custom",
      path: ["minimum_target_amount"],
      message: `A captação mínima deve ficar entre ${formatBRL(floor)} (2/3 da meta) e ${formatBRL(target)}.`,
    });
  }
}

export const createProjectInputSchema = z
  .object({
    purpose: z.enum(PROJECT_PURPOSES, { error: "Escolha a finalidade do projeto." }),
    title: requiredText("Informe o título do projeto.", 160),
    description: optionalText(TEXT_LIMITS.projectDescription),
    location_city: requiredText("Informe a cidade.", 120),
    location_state: z.enum(BRAZILIAN_STATES, { error: "Selecione o estado." }),
    location_address: optionalText(300),
    project_type: z.enum(PROJECT_TYPES, { error: "Selecione o tipo do projeto." }),
    /** Only investment projects choose; the others are always private. */
    visibility: z.enum(PROJECT_VISIBILITIES, { error: "Selecione a visibilidade." }).default("private"),
    target_amount: nullableMoney,
    minimum_target_amount: nullableMoney,
    min_investment: nullableMoney,
    roi: z
      .number({ error: "Informe a rentabilidade como um número, por exemplo 12,5." })
      .finite("Informe a rentabilidade como um número, por exemplo 12,5.")
      .min(0, "A rentabilidade esperada não pode ser negativa.")
      .max(1000, "A rentabilidade esperada deve ficar entre 0% e 1000%.")
      .nullish()
      .transform((v) => v ?? null),
    timeline_months: z
      .number({ error: "Informe a duração em meses, por exemplo 24." })
      .int("Use um número inteiro de meses.")
      .min(1, "A duração deve ser de 1 a 600 meses.")
      .max(600, "A duração deve ser de 1 a 600 meses.")
      .nullish()
      .transform((v) => v ?? null),
    deadline: isoDateSchema.nullish().transform((v) => v ?? null),
    team: z.array(teamMemberInputSchema).max(30, "Adicione no máximo 30 membros.").default([]),
    phases: z.array(phaseInputSchema).max(50, "Adicione no máximo 50 etapas.").default([]),
    documents: z.array(projectDocumentInputSchema).max(30, "Adicione no máximo 30 documentos.").default([]),
    /** Gallery images: ids returned by POST /api/files (jpg or png). */
    image_ids: z.array(uuidSchema).max(12, "Adicione no máximo 12 imagens.").default([]),
  })
  .superRefine(checkCreationTerms);
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;

export const updatePhasesInputSchema = z.object({
  phases: z.array(phaseInputSchema).max(50, "Adicione no máximo 50 etapas."),
});
export type UpdatePhasesInput = z.input<typeof updatePhasesInputSchema>;

export const updateFundingInputSchema = z.object({
  target_amount: requiredMoney("Informe a meta de captação."),
  minimum_target_amount: positiveMoneySchema.nullish().transform((v) => v ?? null),
  min_investment: requiredMoney("Informe o investimento mínimo."),
  deadline: requiredDateSchema("o prazo da captação"),
});

export const changeVisibilityInputSchema = z.object({
  visibility: z.literal("public", { error: "Um projeto público não pode voltar a ser privado." }),
});

export const projectListQuerySchema = listCursorQuerySchema.extend({
  type: z.enum(PROJECT_TYPES).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  purpose: z.enum(PROJECT_PURPOSES).optional(),
  /** "mine": projects the user created. */
  scope: z.enum(["all", "mine"]).default("all"),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location_city: z.string(),
  location_state: z.string(),
  project_type: z.enum(PROJECT_TYPES),
  purpose: z.enum(PROJECT_PURPOSES),
  visibility: z.enum(PROJECT_VISIBILITIES),
  status: z.enum(PROJECT_STATUSES),
  target_amount: z.number().nullable(),
  raised_amount: z.number(),
  min_investment: z.number().nullable(),
  roi: z.number().nullable(),
  timeline_months: z.number().nullable(),
  deadline: z.string().nullable(),
  manager: z.string(),
  created_by: z.string(),
  cover_image_url: z.string().nullable(),
  investor_count: z.number(),
  created_at: z.string(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

export const projectSummarySchema = z.object({
  total: z.number(),
  fundraising: z.number(),
  total_volume: z.number(),
  average_roi: z.number().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectCardSchema),
  nextCursor: z.string().nullable(),
  summary: projectSummarySchema,
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** Stars an investor gives a completed project they funded (docs/product/projects.md#rating). */
export const RATING_STARS = 5;
export const RATING_COMMENT_MAX = 1000;
const starsRule = `Escolha de 1 a ${RATING_STARS} estrelas.`;
export const projectRatingInputSchema = z.object({
  rating: z.number({ error: starsRule }).int(starsRule).min(1, starsRule).max(RATING_STARS, starsRule),
  comment: z
    .string({ error: "O comentário deve ser um texto." })
    .trim()
    .max(RATING_COMMENT_MAX, "O comentário deve ter no máximo 1.000 caracteres.")
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ProjectRatingInput = z.input<typeof projectRatingInputSchema>;
export const projectRatingSchema = z.object({
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectRating = z.infer<typeof projectRatingSchema>;
/** The creator's average over all their completed projects (one decimal on screen), and how many ratings. */
export const creatorRatingSchema = z.object({ average: z.number().nullable(), count: z.number() });
export type CreatorRating = z.infer<typeof creatorRatingSchema>;

export const projectDetailSchema = projectCardSchema.extend({
  /** Commitments awaiting their Pix (decision 107); raised_amount counts paid money only. */
  reserved_amount: z.number(),
  location_address: z.string().nullable(),
  minimum_target_amount: z.number().nullable(),
  creator: z.object({ id: z.string(), name: z.string(), verified: z.boolean() }),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  team: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(TEAM_ROLES),
      experience: z.string().nullable(),
      /**
       * Where the member's invitation stands, for whoever manages the project ("Cancelar convite" on
       * a pending one); null for everyone else, and for a member added without an e-mail.
       */
      invitation_status: z.enum(TEAM_INVITATION_STATUSES).nullable(),
    }),
  ),
  phases: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      status: z.enum(PHASE_STATUSES),
      /**
       * The phase's budget in reais (0: none set), for whoever manages the project (the timeline
       * editor); null for everyone else: budgets are read through GET /api/projects/:id/budget's rules.
       */
      budget: z.number().nullable(),
    }),
  ),
  /** The project's documents the user may read (newest version of each): the repository's records. */
  documents: z.array(documentSchema),
  interest_count: z.number(),
  review_requested_at: z.string().nullable(),
  funding_failed_at: z.string().nullable(),
  /** The creator's rating in the investment panel (docs/product/projects.md#rating): the creator's, from their completed projects' investors. */
  creator_rating: creatorRatingSchema,
  /** What the current user may do here; the server enforces the same rules. */
  viewer: z.object({
    is_creator: z.boolean(),
    can_manage: z.boolean(),
    can_invest: z.boolean(),
    /** "Tenho interesse" is offered (the server would accept it). */
    can_mark_interest: z.boolean(),
    /** Why "Iniciar execução" would be refused now, or null when it would be accepted (managers only). */
    start_execution_refusal: z.string().nullable(),
    interested: z.boolean(),
    invested_amount: z.number(),
    /** Creator, accepted team members, legal users and admins read the legal review history. */
    can_see_reviews: z.boolean(),
    /** "Enviar documento" is offered: the creator, the team and platform admins. */
    can_upload_documents: z.boolean(),
    /** The project is completed and the user holds a commitment in it and has not rated it yet. */
    can_rate: z.boolean(),
    /** The user's own rating of this project, once given. */
    my_rating: projectRatingSchema.nullable(),
  }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** "Tenho interesse", with the person's choice to let the creator contact them by e-mail. */
export const interestInputSchema = z.object({
  share_contact: z.boolean({ error: "Indique se deseja compartilhar seu e-mail." }).default(false),
});

/** An interested person as the creator sees them: the e-mail only when the person shared it (LGPD). */
export const interestSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});

export const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime_type: z.string(),
});
export type UploadedFile = z.infer<typeof fileSchema>;

/**
 * POST /api/files?kind=: the kind of field the file is sent from (a receipt, an image…), so a file of
 * another type is refused with that field's own sentence; any accepted type when absent.
 */
export const fileUploadQuerySchema = z.object({
  kind: z.enum(FILE_FIELD_KINDS, { error: "Tipo de campo de arquivo desconhecido." }).default("document"),
});
