import type { ReactNode } from "react";
import { FileSearch, type LucideIcon } from "lucide-react";
import { ListGrid } from "./list-grid";
import { ListPagination } from "./list-pagination";
import { ListEmpty, ResultsCount } from "./list-states";
import { LoadMore } from "./load-more";
import { LoadError } from "@/components/load-error";

/** What the results region reads of a TanStack query, numbered (`useQuery`) or by cursor (`useInfiniteQuery`). */
type ListQuery<T> = {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  /** A numbered list: the rows shown are the previous page's, kept until the next one arrives. */
  isPlaceholderData?: boolean;
  /** A list by cursor: only "Carregar mais" failed, and the rows loaded so far stay (LoadMore says so). */
  isFetchNextPageError?: boolean;
};

/** A list read by cursor, as LoadMore drives it. */
type PagedQuery = Parameters<typeof LoadMore>[0]["query"];

/** A numbered page (packages/shared listPageSchema): the defaults of `rows` and `total`. */
type NumberedPage = { items: readonly unknown[]; total: number; page_size: number };
const pageRows = (data: unknown) => (data as NumberedPage).items;
const pageTotal = (data: unknown) => (data as NumberedPage).total;
const pageSizeOf = (data: unknown) => (data as NumberedPage).page_size;

/** Where the cards stand: two columns from xl up (the desks), three (the catalogues), or one row each. */
const LAYOUTS = {
  cards: "grid gap-4 xl:grid-cols-2",
  catalogue: "grid gap-6 sm:grid-cols-2 xl:grid-cols-3",
  rows: "grid gap-3",
} as const;

/** A list's sentences: the count read aloud, the load error, the empty state, the page navigation's name. */
export type ListWords = { count?: { one: string; many: string }; error: string; empty: string; pages?: string };

/**
 * The one results region of a list screen (decision 098): its heading for screen readers, the count read
 * aloud, then the skeletons while loading, the error with "Tentar novamente", the empty state or the
 * rows. Each row is `item` in a ListGrid laid out as `layout` (cards or rows), followed by the page
 * navigation (`page`/`onPageChange`, numbered lists) or "Carregar mais" (`loadMore`, lists by cursor);
 * `children` draws the rows instead where a screen lays out its own. The empty state offers "Limpar
 * filtros" when a filter is set or the page is past the first (a page that emptied out).
 */
/** A numbered page's row type: what `item` draws when `rows` is left to its default. */
type RowOf<T> = T extends { items: readonly (infer I extends { id: string })[] } ? I : { id: string };

export function ListResults<T, R extends { id: string } = RowOf<T>>({
  id,
  heading = "Resultados",
  busy,
  query,
  rows = pageRows as (data: T) => readonly R[],
  total = pageTotal,
  words,
  skeletons,
  empty,
  emptyIcon = FileSearch,
  filtered = false,
  onClear,
  page,
  onPageChange,
  pagesSize,
  loadMore,
  layout = "cards",
  itemClassName,
  item,
  children,
}: {
  /** The heading's id, which the section is labelled by. */
  id: string;
  heading?: string;
  busy?: boolean;
  query: ListQuery<T>;
  /** The rows loaded so far; a numbered page's `items` by default. */
  rows?: (data: T) => readonly R[];
  /** The rows matching over every page; a numbered page's `total` by default. */
  total?: (data: T) => number | undefined;
  words: ListWords;
  skeletons: ReactNode;
  /** An empty state of the screen's own, in place of `words.empty` with "Limpar filtros". */
  empty?: ReactNode;
  emptyIcon?: LucideIcon;
  filtered?: boolean;
  onClear?: () => void;
  /** A numbered list's page and how to change it: the page navigation under the rows. */
  page?: number;
  onPageChange?: (page: number) => void;
  pagesSize?: "sm" | "default";
  /** A list by cursor: its query and the sentence when the next page fails. */
  loadMore?: { query: PagedQuery; errorText: string };
  layout?: keyof typeof LAYOUTS | (string & {});
  itemClassName?: string;
  /** The card or row of one item. */
  item?: (row: R) => ReactNode;
  /** The rows drawn by the screen itself, in place of `item`. */
  children?: (data: T) => ReactNode;
}) {
  // A failed next page marks the whole infinite query as failed; the list itself did not.
  const failed = query.isError && !query.isFetchNextPageError;
  const pastFirst = page !== undefined && page > 1;
  const emptyState = empty ?? (
    <ListEmpty icon={emptyIcon} title={words.empty} onClear={filtered || pastFirst ? onClear : undefined} />
  );
  const draw = (data: T) =>
    children ? (
      children(data)
    ) : (
      <ListGrid
        items={rows(data)}
        busy={query.isPlaceholderData}
        className={LAYOUTS[layout as keyof typeof LAYOUTS] ?? layout}
        itemClassName={itemClassName}
      >
        {(row) => item?.(row)}
      </ListGrid>
    );
  return (
    <section aria-labelledby={id} className="grid gap-6" aria-busy={busy}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {words.count && (
        <ResultsCount
          total={(query.isSuccess || !failed) && query.data ? total(query.data) : undefined}
          {...words.count}
        />
      )}
      {query.isPending ? (
        skeletons
      ) : failed || !query.data ? (
        <LoadError title={words.error} error={query.error} onRetry={() => query.refetch()} />
      ) : rows(query.data).length === 0 ? (
        emptyState
      ) : (
        <>
          {draw(query.data)}
          {page !== undefined && onPageChange && (
            <ListPagination
              label={words.pages ?? "Páginas"}
              page={page}
              onPageChange={onPageChange}
              size={pagesSize}
              pageSize={pageSizeOf(query.data)}
              total={total(query.data) ?? 0}
            />
          )}
          {loadMore && <LoadMore query={loadMore.query} errorText={loadMore.errorText} />}
        </>
      )}
    </section>
  );
}
