import { z } from "zod";
import { noNul, NUL_MESSAGE, pageQuerySchema } from "./common.ts";

// The list layer's query and answer (docs/decisions/042-one-list-layer-and-module-owners.md): every list endpoint that pages by
// number extends `listQuerySchema`, so `q` and `page` mean the same thing and say the same pt-BR
// sentences everywhere. A list's own filters are added with `.extend({...})`.

/** The one message set of the list parameters. */
export const LIST_QUERY_MESSAGES = {
  searchText: "Use um texto na busca.",
  searchTooLong: (max: number) => `Use no máximo ${max} caracteres na busca.`,
  page: "Informe a página como um número.",
  pageInteger: "Informe a página como um número inteiro.",
  firstPage: "A primeira página é a 1.",
  noSuchPage: "Página inexistente.",
  sort: "Escolha uma ordem da lista.",
} as const;

/** Past this page a number is a typing mistake, not a list (100 000 pages of 20 rows). */
export const LIST_PAGE_MAX = 100_000;

/** Longest search most lists accept; documents and approvals search longer titles (200). */
export const LIST_SEARCH_MAX = 100;

/** `?q=`: trimmed, without NUL, absent when empty. */
export const listSearchSchema = (max: number = LIST_SEARCH_MAX) =>
  z
    .string({ error: LIST_QUERY_MESSAGES.searchText })
    .trim()
    .max(max, LIST_QUERY_MESSAGES.searchTooLong(max))
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

/** `?page=`: 1 when absent. */
export const listPageNumberSchema = z.coerce
  .number({ error: LIST_QUERY_MESSAGES.page })
  .int(LIST_QUERY_MESSAGES.pageInteger)
  .min(1, LIST_QUERY_MESSAGES.firstPage)
  .max(LIST_PAGE_MAX, LIST_QUERY_MESSAGES.noSuchPage)
  .default(1);

/** `?sort=`: one of the orders a list offers, its first one when absent. */
export const listSortSchema = <T extends readonly [string, ...string[]]>(orders: T) =>
  z.enum(orders, { error: LIST_QUERY_MESSAGES.sort }).default(orders[0]);

/** What every numbered list accepts: a search and a page. */
export const listQuerySchema = z.object({ q: listSearchSchema(), page: listPageNumberSchema });

/** A list that searches longer texts than `LIST_SEARCH_MAX`. */
export const listQueryWithSearch = (max: number) => listQuerySchema.extend({ q: listSearchSchema(max) });

/** One numbered page of a list: its rows, how many match over every page, the page and its size. */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the search and filters, over every page. */
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
}

/** A list read by cursor (the catalogues: projects, suppliers): a search, `limit` and `cursor`. */
export const listCursorQuerySchema = pageQuerySchema.extend({ q: listSearchSchema() });
