/**
 * The server half of the list layer: one numbered page of a list read with limit/offset, with how
 * many rows match over every page and, for lists with status cards, their summary. Every list
 * endpoint that pages by number answers `{ items, total, page, page_size }` (packages/shared
 * `listPageSchema`); the catalogues that page by cursor use `lib/keyset-cursor.ts` instead.
 */

/** An ordered, filtered select before its page window: Drizzle's select builders fit. */
export type PageableQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/** `select({ n: count() })` over the same filters as the rows. */
export type CountQuery = PromiseLike<{ n: number | string }[]>;

export type ListPage<Row> = { items: Row[]; total: number; page: number; page_size: number };

type PageRead<Row> = { rows: PageableQuery<Row>; count: CountQuery; page: number; pageSize: number };

/** The first row of page `page` (pages count from 1). */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * Runs the page's rows, the count and the summary together (the database answers them in one round
 * trip with pipelined reads). The rows come back as selected: the caller maps them to its answer.
 */
export function readPage<Row>(read: PageRead<Row>): Promise<ListPage<Row>>;
export function readPage<Row, Summary>(
  read: PageRead<Row> & { summary: PromiseLike<Summary> },
): Promise<ListPage<Row> & { summary: Summary }>;
export async function readPage<Row, Summary>({
  rows,
  count,
  page,
  pageSize,
  summary,
}: PageRead<Row> & { summary?: PromiseLike<Summary> }) {
  const [items, [counted], summarised] = await Promise.all([
    rows.limit(pageSize).offset(pageOffset(page, pageSize)),
    count,
    summary,
  ]);
  const listPage: ListPage<Row> = { items, total: Number(counted?.n ?? 0), page, page_size: pageSize };
  return summary ? { ...listPage, summary: summarised } : listPage;
}
