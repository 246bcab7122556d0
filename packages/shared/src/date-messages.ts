// The sentences about a calendar date (docs/product/formats-and-layout.md#dates). The API reads
// "aaaa-mm-dd"; a person types "dd/mm/aaaa" in the web's date fields. Every sentence about how a date
// is written ends by naming the format, so the web's date field names the one typed there
// (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md). No zod here: the web's date field
// reads it without pulling the schemas into its chunk.

/** The format the API reads. */
export const API_DATE_FORMAT = "aaaa-mm-dd";
/** The format a person types in a date field of the web. */
export const TYPED_DATE_FORMAT = "dd/mm/aaaa";

const inApiFormat = (sentence: string) => `${sentence}, no formato ${API_DATE_FORMAT}.`;

/** Dates outside these years are typing mistakes (year 0000 is not even a PostgreSQL date). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

export const DATE_MESSAGES = {
  /** Nothing given. */
  missing: inApiFormat("Informe a data"),
  /** Text that is no date. */
  shape: `Use uma data no formato ${API_DATE_FORMAT}.`,
  /** A day that does not exist (31/02). */
  notReal: inApiFormat("Essa data não existe: confira o dia e o mês"),
  /** A year that can only be a typing mistake. */
  outOfRange: inApiFormat(`Informe uma data entre ${MIN_DATE_YEAR} e ${MAX_DATE_YEAR}`),
} as const;

/** "Informe a data de início, no formato aaaa-mm-dd.": a field's own sentence for a missing date. */
export const missingDateMessage = (what: string) => inApiFormat(`Informe ${what}`);

/**
 * A date that records something done (an expense paid) is a day that has come: "today" or before, in
 * São Paulo. `what` names it ("A despesa").
 */
export const futureDoneDateMessage = (what: string) =>
  inApiFormat(`${what} não pode ter data futura. Use uma data até hoje`);

/**
 * The sentence as the web's date field says it: naming "dd/mm/aaaa", what the person types there, where the
 * API's names "aaaa-mm-dd". Any other sentence (a date compared with another) is returned as it is.
 */
export function asTypedDateMessage(message: string): string {
  return message.replaceAll(`no formato ${API_DATE_FORMAT}.`, `no formato ${TYPED_DATE_FORMAT}.`);
}
