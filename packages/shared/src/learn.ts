// The learning centre's categories, levels and types with their pt-BR labels (docs/product/learn.md#content).

export const LEARNING_CATEGORIES = ["legal", "development", "investment", "finance", "platform"] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];
export const LEARNING_CATEGORY_LABELS: Record<LearningCategory, string> = {
  legal: "Jurídico",
  development: "Incorporação e obra",
  investment: "Investimento",
  finance: "Finanças",
  platform: "Plataforma",
};

export const LEARNING_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type LearningLevel = (typeof LEARNING_LEVELS)[number];
export const LEARNING_LEVEL_LABELS: Record<LearningLevel, string> = {
  beginner: "Iniciante",
  intermediate: "Intermediário",
  advanced: "Avançado",
};

export const LEARNING_TYPES = ["article", "video", "guide", "checklist", "calculator"] as const;
export type LearningType = (typeof LEARNING_TYPES)[number];
export const LEARNING_TYPE_LABELS: Record<LearningType, string> = {
  article: "Artigo",
  video: "Vídeo",
  guide: "Guia",
  checklist: "Checklist",
  calculator: "Calculadora",
};

/** "8 min" or "1 h 05 min": how long an item takes to read or watch. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}
