import { z } from "zod";
import { todayInSaoPaulo } from "../dates.ts";
import {
  DATE_MESSAGES,
  futureDoneDateMessage,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  missingDateMessage,
} from "../date-messages.ts";
import { MAX_MONEY_REAIS, MONEY_TOO_HIGH_MESSAGE, NEGATIVE_MONEY_MESSAGE } from "../money-limits.ts";
import { tooLongMessage } from "../text-limits.ts";

/** PostgreSQL cannot store NUL in text; refused here so it is a 400, never a 500. */
export const NUL_MESSAGE = "O texto contém um caractere inválido.";
export const noNul = (value: string) => !value.includes("\u0000");

/** Text a person must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max)).refine(noNul, NUL_MESSAGE);

/** Text a person may leave out: trimmed, at most `max` characters, null when empty. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Use um texto." })
    .trim()
    .max(max, tooLongMessage(max))
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

export const uuidSchema = z.uuid("Identificador inválido.");
export const idParamsSchema = z.object({ id: uuidSchema });

/**
 * A calendar date as yyyy-mm-dd (docs/product/formats-and-layout.md#dates), checked to be a real date
 * between 1900 and 2200. One sentence per mistake, each naming the format (the web's date field names
 * dd/mm/aaaa instead, docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export const isoDateSchema = z
  .string({ error: DATE_MESSAGES.missing })
  .min(1, { error: DATE_MESSAGES.missing, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGES.shape, abort: true })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: DATE_MESSAGES.notReal, abort: true },
  )
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  }, DATE_MESSAGES.outOfRange);

/**
 * A required date with the field's own sentence when it is missing ("Informe a data de início, no
 * formato aaaa-mm-dd."); surrounding spaces are ignored.
 */
export const requiredDateSchema = (what: string) =>
  z
    .string({ error: missingDateMessage(what) })
    .trim()
    .min(1, { error: missingDateMessage(what), abort: true })
    .pipe(isoDateSchema);

/**
 * The day something was done (an expense paid): São Paulo's today or before, never a day still to come,
 * so nothing counts as spent before it is (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 * The browser checks it with its clock, the server again with its own.
 */
export const doneDateSchema = (what: string, missing: string) =>
  requiredDateSchema(missing).refine((v) => v <= todayInSaoPaulo(), futureDoneDateMessage(what));

/** Text that PostgreSQL can store: no NUL character. */

/** Reais with at most two decimals, as JSON numbers. */
export const moneySchema = z
  .number({ error: "Informe um valor em reais." })
  .finite("Informe um valor em reais.")
  .nonnegative(NEGATIVE_MONEY_MESSAGE)
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
