/**
 * The largest amount of money anyone may type, paste or send: what numeric(15,2) holds (13
 * integer digits and 2 decimals). One number for the shared schemas and every money field of the
 * web, so typing, pasting and the server agree. Kept apart from the schemas so the web's money
 * field does not pull zod into its chunk.
 */
export const MAX_MONEY_REAIS = 9_999_999_999_999.99;

/** "R$ 9.999.999.999.999,99" — the limit as a person reads it. */
export const MAX_MONEY_TEXT = `R$ ${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2 }).format(MAX_MONEY_REAIS)}`;

/** The sentence shown when an amount passes the limit, typed, pasted or sent. */
export const MONEY_TOO_HIGH_MESSAGE = `O valor máximo é ${MAX_MONEY_TEXT}.`;

/**
 * The sentence for a negative amount, typed ("-5000"), pasted or sent: a money field shows the minus it
 * was given and this sentence instead of dropping the sign (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export const NEGATIVE_MONEY_MESSAGE = "Informe um valor positivo.";
