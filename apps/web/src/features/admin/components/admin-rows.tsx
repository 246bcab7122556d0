import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { ListPagination } from "@/components/list/list-pagination";
import { ListEmpty, RowSkeletons } from "@/components/list/list-states";
import { QueryStates } from "@/components/list/query-states";
import { countText } from "./texts";

type AdminPage<T> = { items: T[]; total: number; page_size: number };

/**
 * An admin tab's rows: skeletons, the error, the empty state (clear the filters, or back to page 1
 * when a page emptied out), then the visible count, the rows and the page navigation.
 */
export function AdminRows<T>({
  query,
  page,
  filtered,
  onClear,
  onPageChange,
  texts,
  children,
}: {
  query: UseQueryResult<AdminPage<T>>;
  page: number;
  filtered: boolean;
  onClear: () => void;
  onPageChange: (page: number) => void;
  /** The tab's words: "usuários", "Usuários", "Páginas de usuários"... */
  texts: { error: string; empty: string; one: string; many: string; rows: string; pages: string };
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={<RowSkeletons />}
      errorTitle={texts.error}
      empty={
        <ListEmpty
          title={texts.empty}
          description={page > 1 ? "Não há resultados nesta página." : undefined}
          onClear={filtered ? onClear : undefined}
          onFirstPage={page > 1 ? () => onPageChange(1) : undefined}
        />
      }
    >
      {(data) => (
        <>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {countText(data.total, texts.one, texts.many)}
            {query.isFetching && <Loader2 className="size-4 animate-spin" aria-label="Atualizando" />}
          </p>
          <ul className="grid gap-3" aria-label={texts.rows}>
            {data.items.map(children)}
          </ul>
          <ListPagination
            layout="spread"
            label={texts.pages}
            page={page}
            pageSize={data.page_size}
            total={data.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryStates>
  );
}
