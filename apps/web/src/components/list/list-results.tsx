import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListError, ResultsCount } from "./list-states";

type Page = { items: unknown[]; total: number };

/**
 * A list screen's results region: its heading for screen readers, the count read aloud, then the
 * skeletons while loading, the error with "Tentar novamente", the empty state or the rows.
 */
export function ListResults<T extends Page>({
  id,
  heading = "Resultados",
  busy,
  query,
  count,
  skeletons,
  errorTitle,
  empty,
  children,
}: {
  /** The heading's id, which the section is labelled by. */
  id: string;
  heading?: string;
  busy?: boolean;
  query: UseQueryResult<T>;
  /** "contrato encontrado" / "contratos encontrados". */
  count: { one: string; many: string };
  skeletons: ReactNode;
  errorTitle: string;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-6" aria-busy={busy}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <ResultsCount total={query.isSuccess ? query.data.total : undefined} {...count} />
      {query.isPending ? (
        skeletons
      ) : query.isError ? (
        <ListError title={errorTitle} error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        children(query.data)
      )}
    </section>
  );
}
