import { z } from "zod";
import { MAX_MONEY_REAIS, MONEY_TOO_HIGH_MESSAGE } from "../money-limits.ts";

/** PostgreSQL cannot store NUL in text; refused here so it is a 400, never a 500. */
export const NUL_MESSAGE = "O texto contém um caractere inválido.";
export const noNul = (value: string) => !value.includes("\u0000");

/** "Use no máximo 5.000 caracteres." */
const tooLong = (max: number) => `Use no máximo ${new Intl.NumberFormat("pt-BR").format(max)} caracteres.`;

/** Text a person must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)).refine(noNul, NUL_MESSAGE);

/** Text a person may leave out: trimmed, at most `max` characters, null when empty. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Use um texto." })
    .trim()
    .max(max, tooLong(max))
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

export const uuidSchema = z.uuid("Identificador inválido.");
export const idParamsSchema = z.object({ id: uuidSchema });

/** Dates outside these years are typing mistakes (year 0000 is not even a PostgreSQL date). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

/** A calendar date as yyyy-mm-dd (docs/product/formats-and-layout.md#dates), checked to be a real date between 1900 and 2200. */
export const isoDateSchema = z
  .string({ error: "Informe uma data." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use uma data no formato aaaa-mm-dd.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Data inválida.")
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  }, `Informe uma data entre ${MIN_DATE_YEAR} e ${MAX_DATE_YEAR}.`);

/** Text that PostgreSQL can store: no NUL character. */

/** Reais with at most two decimals, as JSON numbers. */
export const moneySchema = z
  .number({ error: "Informe um valor em reais." })
  .finite("Informe um valor em reais.")
  .nonnegative("O valor não pode ser negativo.")
  .max(MAX_MONEY_REAIS, MONEY_TOO_HIGH_MESSAGE)
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

/** A required amount in reais, with the field's own message when it is left empty. */
export const requiredMoney = (message: string) => z.number({ error: message }).pipe(positiveMoneySchema);
