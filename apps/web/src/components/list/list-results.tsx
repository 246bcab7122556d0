import type { ReactNode } from "react";
import { ListPagination } from "./list-pagination";
import { ResultsCount } from "./list-states";
import { LoadError } from "@/components/load-error";

/** What the results region reads of a TanStack query, numbered (`useQuery`) or by cursor (`useInfiniteQuery`). */
type ListQuery<T> = {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  /** A list by cursor: only "Carregar mais" failed, and the rows loaded so far stay (LoadMore says so). */
  isFetchNextPageError?: boolean;
};

/** A numbered page (packages/shared listPageSchema): the defaults of `rows` and `total`. */
type NumberedPage = { items: readonly unknown[]; total: number; page_size: number };
const pageRows = (data: unknown) => (data as NumberedPage).items;
const pageTotal = (data: unknown) => (data as NumberedPage).total;
const pageSizeOf = (data: unknown) => (data as NumberedPage).page_size;

/**
 * A list screen's results region: its heading for screen readers, the count read aloud, then the
 * skeletons while loading, the error with "Tentar novamente", the empty state or the rows.
 */
export function ListResults<T>({
  id,
  heading = "Resultados",
  busy,
  query,
  rows = pageRows,
  total = pageTotal,
  count,
  skeletons,
  errorTitle,
  empty,
  pagination,
  children,
}: {
  /** The heading's id, which the section is labelled by. */
  id: string;
  heading?: string;
  busy?: boolean;
  query: ListQuery<T>;
  /** The rows loaded so far; a numbered page's `items` by default. */
  rows?: (data: T) => readonly unknown[];
  /** The rows matching over every page; a numbered page's `total` by default. */
  total?: (data: T) => number | undefined;
  /** "contrato encontrado" / "contratos encontrados"; no count read aloud without it. */
  count?: { one: string; many: string };
  skeletons: ReactNode;
  errorTitle: string;
  empty: ReactNode;
  /** A numbered list's page navigation under the rows (its page size and total come from the answer). */
  pagination?: { label: string; page: number; onPageChange: (page: number) => void; size?: "sm" | "default" };
  children: (data: T) => ReactNode;
}) {
  // A failed next page marks the whole infinite query as failed; the list itself did not.
  const failed = query.isError && !query.isFetchNextPageError;
  return (
    <section aria-labelledby={id} className="grid gap-6" aria-busy={busy}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {count && (
        <ResultsCount total={(query.isSuccess || !failed) && query.data ? total(query.data) : undefined} {...count} />
      )}
      {query.isPending ? (
        skeletons
      ) : failed || !query.data ? (
        <LoadError title={errorTitle} error={query.error} onRetry={() => query.refetch()} />
      ) : rows(query.data).length === 0 ? (
        empty
      ) : (
        <>
          {children(query.data)}
          {pagination && (
            <ListPagination {...pagination} pageSize={pageSizeOf(query.data)} total={total(query.data) ?? 0} />
          )}
        </>
      )}
    </section>
  );
}
