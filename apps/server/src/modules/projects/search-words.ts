import { searchable } from "../../lib/search-text.ts";

/** A word shorter than this begins too many words to search by; the index keeps none (decision 136). */
export const SHORTEST_SEARCH_WORD = 3;

/**
 * The words a project search looks for (decision 136): the query lower-cased and without accents, cut
 * into runs of letters and digits as migration 0049's `search_word_beginnings` cuts a project's search
 * text, each kept once, those of one or two letters left out (they begin nearly every project). No word
 * left: the list is not searched at all, as for an empty query.
 */
export function searchWords(query: string): string[] {
  const words = searchable(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= SHORTEST_SEARCH_WORD);
  return [...new Set(words)];
}
