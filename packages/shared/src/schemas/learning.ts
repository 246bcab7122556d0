import { z } from "zod";
import { LEARNING_CATEGORIES, LEARNING_LEVELS, LEARNING_TYPES } from "../learn.ts";
import { PROJECT_TYPES } from "../projects.ts";
import { listSearchSchema } from "./list-query.ts";
import { ROI_LIMITS } from "../learn/roi.ts";
import { MONEY_TOO_HIGH_MESSAGE } from "../money-limits.ts";

// docs/product/learn.md: content, FAQs and the document checklist.

export const learningContentQuerySchema = z.object({
  q: listSearchSchema(),
  category: z.enum(LEARNING_CATEGORIES, { error: "Escolha uma categoria da lista." }).optional(),
  level: z.enum(LEARNING_LEVELS, { error: "Escolha um nível da lista." }).optional(),
  type: z.enum(LEARNING_TYPES, { error: "Escolha um tipo de conteúdo da lista." }).optional(),
});
export type LearningContentQuery = z.input<typeof learningContentQuerySchema>;

export const learningContentCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(LEARNING_CATEGORIES),
  type: z.enum(LEARNING_TYPES),
  level: z.enum(LEARNING_LEVELS),
  duration_minutes: z.number(),
  author: z.string(),
  /** yyyy-mm-dd. */
  published_at: z.string(),
  /** Out of 5, one decimal. */
  rating: z.number(),
  views: z.number(),
  description: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
});
export type LearningContentCard = z.infer<typeof learningContentCardSchema>;

export const learningContentListSchema = z.object({ items: z.array(learningContentCardSchema) });
export type LearningContentList = z.infer<typeof learningContentListSchema>;

export const learningContentDetailSchema = learningContentCardSchema.extend({
  /** Paragraphs separated by blank lines; "## " starts a heading and "- " a list item. */
  body: z.string(),
});
export type LearningContentDetail = z.infer<typeof learningContentDetailSchema>;

export const learningViewSchema = z.object({ views: z.number() });

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(LEARNING_CATEGORIES),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ items: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const checklistQuerySchema = z.object({
  project_type: z.enum(PROJECT_TYPES, { error: "Escolha um tipo de projeto da lista." }),
});

export const checklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  checked: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  project_type: z.enum(PROJECT_TYPES),
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistTickInputSchema = z.object({
  checked: z.boolean({ error: "Informe se o documento está marcado (verdadeiro ou falso)." }),
});
export type ChecklistTickInput = z.infer<typeof checklistTickInputSchema>;

/**
 * The ROI calculator's form (docs/product/learn.md#tools): the amount in reais from the money box,
 * the return and the period as typed. The limits are those of computeRoi (learn/roi.ts).
 */
export const roiFormSchema = z.object({
  invested: z
    .number({ error: "Informe o valor investido." })
    .positive("Informe um valor investido maior que zero.")
    .max(ROI_LIMITS.maxInvested, MONEY_TOO_HIGH_MESSAGE),
  return_percent: z
    .string({ error: "Informe o retorno esperado em %." })
    .trim()
    .min(1, "Informe o retorno esperado em %.")
    .regex(/^-?(\d+([.,]\d+)?)?$/, "Use um número, como 12,5.")
    .refine((text) => !text.startsWith("-"), "O retorno esperado não pode ser negativo.")
    .transform((text) => Number(text.replace(",", ".")))
    .pipe(z.number().max(ROI_LIMITS.maxReturnPercent, `Use um retorno de no máximo ${ROI_LIMITS.maxReturnPercent} %.`)),
  months: z
    .string({ error: "Informe o prazo em meses." })
    .trim()
    .min(1, "Informe o prazo em meses.")
    // "-3" breaks the minimum and "1,5" the whole-month rule: each gets its own sentence (decision 050).
    .regex(/^-?(\d+([.,]\d+)?)?$/, "Use só números, por exemplo 24.")
    .refine((text) => !/[.,]/.test(text), "Use um número inteiro de meses.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "O prazo deve ser de pelo menos 1 mês.")
        .max(ROI_LIMITS.maxMonths, `Use um prazo de no máximo ${ROI_LIMITS.maxMonths} meses.`),
    ),
});
export type RoiFormOutput = z.output<typeof roiFormSchema>;
