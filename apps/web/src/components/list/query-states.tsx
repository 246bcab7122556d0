import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { ListPagination } from "./list-pagination";

/** What an in-page list reads of a TanStack query, numbered (`useQuery`) or by cursor (`useInfiniteQuery`). */
export type StatesQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  /** A list by cursor: only "Carregar mais" failed, and the rows loaded so far stay (decision 084). */
  isFetchNextPageError?: boolean;
};

/** A numbered page's rows (packages/shared listPageSchema), the default test of an empty list. */
const noItems = (data: unknown) => {
  const items = (data as { items?: readonly unknown[] }).items;
  return Array.isArray(items) && items.length === 0;
};

/** A numbered page's size and total (packages/shared listPageSchema). */
const pageSizeOf = (data: unknown) => (data as { page_size: number }).page_size;
const totalOf = (data: unknown) => (data as { total: number }).total;

/**
 * What stands for the list when its read failed: the LoadError with "Tentar novamente" and its sentence,
 * or, where the product shows no failure (the home's invitations card shows nothing, the chat popover
 * logs it and shows its empty state), what the list shows instead.
 */
type Failure = { errorTitle: string; failed?: never } | { failed: ReactNode; errorTitle?: never };

/**
 * The one choice of an in-page list (a card of the project page, a tab, a dialog's list): what shows
 * while it loads (`pending`), the LoadError with "Tentar novamente" when its read failed (or `failed`),
 * the `empty` sentence when it has no rows (a numbered page's `items` by default, else `isEmpty`), else
 * the rows (`children`). `before` and `after` stand around both the empty sentence and the rows (a form
 * to ask), then `pagination`. A list screen uses ListResults instead (decision 098).
 */
export function QueryStates<T>({
  query,
  pending,
  errorTitle,
  failed,
  compact,
  showCause = true,
  isEmpty = noItems,
  empty,
  before,
  after,
  pagination,
  children,
}: Failure & {
  query: StatesQuery<T>;
  pending: ReactNode;
  /** The LoadError of a small card (a smaller "Tentar novamente"). */
  compact?: boolean;
  /** False where the product keeps the failure's cause in the console only (the supplier reviews). */
  showCause?: boolean;
  isEmpty?: (data: T) => boolean;
  /** Given the data, for a sentence that depends on it (a search, a right to post). */
  empty?: ReactNode | ((data: T) => ReactNode);
  before?: (data: T) => ReactNode;
  after?: (data: T) => ReactNode;
  /** A numbered list's page navigation, last (its page size and total come from the answer). */
  pagination?: { label: string; page: number; onPageChange: (page: number) => void };
  children: (data: T) => ReactNode;
}) {
  // A failed next page marks the whole infinite query as failed; the list itself did not.
  const readFailed = query.isError && !query.isFetchNextPageError;
  if (query.isPending) return <>{pending}</>;
  if (readFailed || query.data === undefined) {
    if (errorTitle === undefined) return <>{failed}</>;
    const error = showCause ? query.error : undefined;
    return <LoadError title={errorTitle} error={error} onRetry={() => query.refetch()} compact={compact} />;
  }
  const data = query.data;
  const blank = empty !== undefined && isEmpty(data);
  return (
    <>
      {before?.(data)}
      {blank ? (typeof empty === "function" ? empty(data) : empty) : children(data)}
      {after?.(data)}
      {pagination && <ListPagination {...pagination} pageSize={pageSizeOf(data)} total={totalOf(data)} />}
    </>
  );
}
