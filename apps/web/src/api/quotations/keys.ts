export const quotationKeys = {
  all: ["quotations"] as const,
  list: () => ["quotations", "list"] as const,
  detail: (id: string) => ["quotations", "detail", id] as const,
};
