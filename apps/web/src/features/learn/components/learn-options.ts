import {
  LEARNING_CATEGORIES,
  LEARNING_CATEGORY_LABELS,
  LEARNING_LEVELS,
  LEARNING_LEVEL_LABELS,
  LEARNING_TYPES,
  LEARNING_TYPE_LABELS,
} from "@alicerce/shared/learn";

export const CATEGORY_OPTIONS = LEARNING_CATEGORIES.map((c) => [c, LEARNING_CATEGORY_LABELS[c]] as const);
export const LEVEL_OPTIONS = LEARNING_LEVELS.map((l) => [l, LEARNING_LEVEL_LABELS[l]] as const);
export const TYPE_OPTIONS = LEARNING_TYPES.map((t) => [t, LEARNING_TYPE_LABELS[t]] as const);

/** The page's tabs and their values in the URL (?aba=). */
export const LEARN_TABS = ["conteudo", "faqs", "ferramentas"] as const;
export type LearnTab = (typeof LEARN_TABS)[number];

/** "1.234 visualizações". */
export const viewsText = (n: number) => `${n.toLocaleString("pt-BR")} ${n === 1 ? "visualização" : "visualizações"}`;
