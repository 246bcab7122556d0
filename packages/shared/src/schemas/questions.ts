import { z } from "zod";
import { noNul, NUL_MESSAGE } from "./common.ts";
import { listPageSchema, listQuerySchema } from "./list-query.ts";

// Perguntas sobre a oferta (docs/product/offer-questions.md, decision 060).

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1_000;
export const ANSWER_MAX = 4_000;
export const HIDE_REASON_MAX = 500;
export const QUESTIONS_PAGE_SIZE = 10;

/**
 * A raise is open, and takes questions, while an investment project is captando, public, and its deadline
 * (São Paulo calendar) has not passed: the same rule the investment route follows.
 */
export const raiseIsOpen = (
  project: { purpose: string; status: string; visibility: string; deadline: string | null },
  today: string,
) =>
  project.purpose === "investment" &&
  project.status === "funding_open" &&
  project.visibility === "public" &&
  (project.deadline === null || project.deadline >= today);

/** The project page shows the section on investment projects whose raise opened (and what was asked stays). */
export const hasOfferQuestions = (project: { purpose: string; status: string }) =>
  project.purpose === "investment" && ["funding_open", "in_progress", "completed"].includes(project.status);

const text = (empty: string, min: number, max: number, short: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .min(min, short)
    .max(max, `Use no máximo ${new Intl.NumberFormat("pt-BR").format(max)} caracteres.`)
    .refine(noNul, NUL_MESSAGE);

export const questionInputSchema = z.object({
  body: text(
    "Escreva sua pergunta.",
    QUESTION_MIN,
    QUESTION_MAX,
    `Escreva uma pergunta com pelo menos ${QUESTION_MIN} caracteres.`,
  ),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const answerInputSchema = z.object({
  body: text("Escreva a resposta.", 1, ANSWER_MAX, "Escreva a resposta."),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

export const hideQuestionInputSchema = z.object({
  reason: text("Informe o motivo para ocultar a pergunta.", 1, HIDE_REASON_MAX, "Informe o motivo."),
});
export type HideQuestionInput = z.input<typeof hideQuestionInputSchema>;

/** An admin shows a hidden question again, with a reason kept next to the hide's (decision 063). */
export const showQuestionInputSchema = z.object({
  reason: text("Informe o motivo para exibir a pergunta novamente.", 1, HIDE_REASON_MAX, "Informe o motivo."),
});
export type ShowQuestionInput = z.input<typeof showQuestionInputSchema>;

/** `?q=` searches the question and its answer; `?order=` newest first or unanswered first. */
export const QUESTION_ORDERS = ["recent", "unanswered"] as const;
export const QUESTION_ORDER_LABELS: Record<(typeof QUESTION_ORDERS)[number], string> = {
  recent: "Mais recentes",
  unanswered: "Sem resposta primeiro",
};
export const questionsQuerySchema = listQuerySchema.extend({
  order: z.enum(QUESTION_ORDERS, { error: "Escolha uma ordem da lista." }).default("recent"),
});

export const questionSchema = z.object({
  id: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** The asker's first name (the whole name for the creator and admins); null when the account is gone. */
  asker_name: z.string().nullable(),
  mine: z.boolean(),
  answer: z.object({ body: z.string(), answered_at: z.string(), edited_at: z.string().nullable() }).nullable(),
  /**
   * Only admins and the asker ever receive a hidden question; the reason goes to both (the asker learns
   * why, so they can ask again properly).
   */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type OfferQuestion = z.infer<typeof questionSchema>;

export const questionsPageSchema = listPageSchema(questionSchema).extend({
  /** Questions still waiting for an answer (visible ones, over every page). */
  unanswered: z.number(),
  can_ask: z.boolean(),
  can_answer: z.boolean(),
  can_hide: z.boolean(),
});
export type OfferQuestionsPage = z.infer<typeof questionsPageSchema>;
