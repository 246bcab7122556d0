import { sql, type SQL } from "drizzle-orm";
import { containsPattern, searchable } from "../../lib/search-text.ts";

const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucn";

/** Lower-case, accent-free form of a column in SQL, the same folding `searchable` does in JS. */
export const folded = (expr: SQL) => sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`;

/** "maria são" → a LIKE pattern for the folded text, or null for an empty search. */
export function searchPattern(q: string | undefined): string | null {
  const text = q ? searchable(q).trim() : "";
  return text ? containsPattern(text) : null;
}
