import { z } from "zod";
import { PHASE_STATUSES, type PhaseStatus } from "../projects.ts";
import { optionalText, requiredText, uuidSchema } from "./common.ts";
import { listPageSchema, listQuerySchema } from "./list-query.ts";

// Diário de obra (docs/product/diary.md, decision 058): the creator and the accepted team post what
// happened on the site; investors with commitments and the team read it.

export const DIARY_TEXT_MAX = 4000;
export const DIARY_PHOTOS_MAX = 10;
export const DIARY_PHOTO_ALT_MAX = 200;
export const DIARY_PAGE_SIZE = 10;

export const DIARY_TEXTS = {
  text: "Descreva o que aconteceu na obra.",
  phase: "Escolha a etapa desta atualização.",
  progress: "Informe o percentual da etapa como um número inteiro de 0 a 100.",
  tooManyPhotos: `Envie no máximo ${DIARY_PHOTOS_MAX} fotos por atualização.`,
  photosNotImages: "As fotos do diário de obra devem ser imagens JPG ou PNG.",
  phaseOfAnotherProject: "Esta etapa não pertence a este projeto.",
  onlyTeamPosts: "Apenas o criador e a equipe do projeto podem publicar no diário de obra.",
  onlyInExecution: "O diário de obra recebe atualizações apenas de projetos em execução.",
  onlyFollowersRead: "O diário de obra é visível apenas para os investidores e a equipe do projeto.",
  onlyAuthorOrCreatorDeletes: "Apenas quem publicou a atualização ou o criador do projeto pode excluí-la.",
  updateNotFound: "Atualização não encontrada.",
} as const;

/**
 * A phase's percentage that goes back (45% → 30%) is posted only when the author confirms it (decision
 * 128): a slip of the keyboard would otherwise be announced to every investor as the site going back.
 */
export const progressGoesBackText = (phase: string, from: number, to: number) =>
  `A etapa ${phase} está em ${from}%. Para voltar a ${to}%, confirme que o percentual diminuiu.`;

/** The bell's words for an update whose percentage went back: it says so, with both percentages. */
export const phaseWentBackText = (phase: string, from: number, to: number) =>
  `a etapa ${phase} voltou de ${from}% para ${to}%`;

/** A phase's status follows its percentage: 0 pending, 1–99 in progress, 100 completed (decision 058). */
export function phaseStatusFor(progress: number): PhaseStatus {
  if (progress >= 100) return "completed";
  return progress <= 0 ? "pending" : "in-progress";
}

/**
 * The project's overall progress: the plain mean of its phases' percentages, rounded (decision 058:
 * phase dates are optional and a long phase is not more work than a short one). Null without phases.
 */
export function overallProgress(phases: readonly { progress: number }[]): number | null {
  if (phases.length === 0) return null;
  return Math.round(phases.reduce((sum, p) => sum + p.progress, 0) / phases.length);
}

export const diaryPhotoInputSchema = z.object({
  /** An id returned by POST /api/files (a JPG or PNG the author uploaded). */
  file_id: uuidSchema,
  /** What the photo shows, read aloud by screen readers (its alt text). */
  description: optionalText(DIARY_PHOTO_ALT_MAX),
});

export const diaryUpdateInputSchema = z.object({
  text: requiredText(DIARY_TEXTS.text, DIARY_TEXT_MAX),
  phase_id: z.uuid({ error: DIARY_TEXTS.phase }),
  progress: z
    .number({ error: DIARY_TEXTS.progress })
    .int(DIARY_TEXTS.progress)
    .min(0, DIARY_TEXTS.progress)
    .max(100, DIARY_TEXTS.progress),
  /**
   * True when the author confirmed a percentage lower than the phase's (decision 128); without it such
   * an update is refused and nothing is written.
   */
  confirm_lower_progress: z.boolean({ error: "Confirme se o percentual da etapa diminuiu." }).default(false),
  photos: z
    .array(diaryPhotoInputSchema)
    .max(DIARY_PHOTOS_MAX, DIARY_TEXTS.tooManyPhotos)
    .default([])
    .refine(
      (photos) => new Set(photos.map((p) => p.file_id)).size === photos.length,
      "A mesma foto foi enviada duas vezes.",
    ),
});
export type DiaryUpdateInput = z.input<typeof diaryUpdateInputSchema>;

export const diaryPhotoSchema = z.object({
  id: z.string(),
  /** GET this path for the image (same permission as the diary). */
  url: z.string(),
  /** The alt text: the author's description, or a sentence naming the photo. */
  alt: z.string(),
});
export type DiaryPhoto = z.infer<typeof diaryPhotoSchema>;

export const diaryUpdateSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The phase's name when the update was posted (kept if the timeline is edited later). */
  phase_name: z.string(),
  progress: z.number(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  created_at: z.string(),
  photos: z.array(diaryPhotoSchema),
  /** Whether the viewer may delete it: its author or the project's creator (decision 063). */
  can_delete: z.boolean(),
});
export type DiaryUpdate = z.infer<typeof diaryUpdateSchema>;

export const diaryPhaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  progress: z.number(),
  status: z.enum(PHASE_STATUSES),
});
export type DiaryPhase = z.infer<typeof diaryPhaseSchema>;

/** `?page=`: pages of DIARY_PAGE_SIZE, newest first. `q` searches the text. */
export const diaryQuerySchema = listQuerySchema;
export const diaryPageSchema = listPageSchema(diaryUpdateSchema).extend({
  phases: z.array(diaryPhaseSchema),
  /** The mean of the phases' percentages; null when the project has no phases. */
  overall_progress: z.number().nullable(),
  /** Whether the viewer may post now (creator or accepted team, project in execution). */
  can_post: z.boolean(),
});
export type DiaryPage = z.infer<typeof diaryPageSchema>;
