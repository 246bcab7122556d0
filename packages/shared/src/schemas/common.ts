import { z } from "zod";

export const uuidSchema = z.uuid("Identificador inválido.");
export const idParamsSchema = z.object({ id: uuidSchema });

/** A calendar date as yyyy-mm-dd (DESIGN.md §4), checked to be a real date. */
export const isoDateSchema = z
  .string({ error: "Informe uma data." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use uma data no formato aaaa-mm-dd.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Data inválida.");

/** Reais with at most two decimals, as JSON numbers. */
export const moneySchema = z
  .number({ error: "Informe um valor em reais." })
  .finite("Informe um valor em reais.")
  .nonnegative("O valor não pode ser negativo.")
  .max(9_999_999_999_999.99, "Valor alto demais.")
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Use no máximo duas casas decimais.");

export const positiveMoneySchema = moneySchema.refine((v) => v > 0, "O valor deve ser maior que zero.");

/** A page of a list: `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
  cursor: z.string().max(200).optional(),
});
