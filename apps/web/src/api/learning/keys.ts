export type LearningContentFilters = { q?: string; category?: string; level?: string; type?: string };

export const learningKeys = {
  all: ["learning"] as const,
  contentLists: () => ["learning", "content", "list"] as const,
  contentList: (filters: LearningContentFilters) => ["learning", "content", "list", filters] as const,
  item: (id: string) => ["learning", "content", "item", id] as const,
  faqs: () => ["learning", "faqs"] as const,
  checklist: (projectType: string) => ["learning", "checklist", projectType] as const,
};
