import { useSearchParams } from "react-router";
import { AlertTriangle, ChevronLeft, ChevronRight, ClipboardCheck } from "lucide-react";
import {
  APPROVAL_PRIORITIES,
  APPROVAL_STATUSES,
  APPROVAL_SUBJECT_TYPES,
  APPROVALS_EMPTY_MESSAGE,
} from "@alicerce/shared/approvals";
import { useApprovals } from "@/api/approvals/get-approvals";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useUrlSearch } from "@/hooks/use-url-search";
import { ApprovalCard } from "../components/approval-card";
import { ApprovalFilters, type QueueFilters } from "../components/approval-filters";
import { ApprovalSummaryCards } from "../components/approval-summary-cards";

const FILTER_KEYS = ["q", "type", "status", "priority", "page"] as const;

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * docs/product/legal-desk.md#approvals (/dashboard/approvals): the legal desk's queue. Search,
 * filters and page live in the URL (?q=&type=&status=&priority=&page=); the server filters, counts
 * and pages.
 */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText, clear: clearSearch } = useUrlSearch();
  const filters: QueueFilters = {
    type: pick(params.get("type"), APPROVAL_SUBJECT_TYPES),
    status: pick(params.get("status"), APPROVAL_STATUSES),
    priority: pick(params.get("priority"), APPROVAL_PRIORITIES),
  };
  const page = pageFrom(params.get("page"));

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  // Any new search or filter starts again from the first page. Two URL writes in one event would
  // both start from the same URL, so the one that drops the page also writes the search.
  const setSearch = (value: string) => {
    setText(value);
    if (params.has("page")) {
      update((next) => {
        if (value.trim()) next.set("q", value.trim());
        else next.delete("q");
        next.delete("page");
      });
    }
  };
  const setFilters = (nextFilters: QueueFilters) =>
    update((next) => {
      for (const key of ["type", "status", "priority"] as const) {
        if (nextFilters[key]) next.set(key, nextFilters[key]);
        else next.delete(key);
      }
      next.delete("page");
    });
  const setPage = (value: number) =>
    update((next) => (value > 1 ? next.set("page", String(value)) : next.delete("page")));
  const clearAll = () => {
    clearSearch();
    update((next) => FILTER_KEYS.forEach((key) => next.delete(key)));
  };

  const query = useApprovals({ q: q || undefined, ...filters }, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(q || filters.type || filters.status || filters.priority);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Aprovações</h1>
        <p className="mt-1 text-muted-foreground">
          Analise os projetos enviados para revisão jurídica e decida cada solicitação.
        </p>
      </header>

      <ApprovalSummaryCards summary={query.isError ? undefined : data?.summary} />

      <ApprovalFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={clearAll}
      />

      <section aria-labelledby="approvals-results" className="grid gap-6" aria-busy={query.isFetching}>
        <h2 id="approvals-results" className="sr-only">
          Solicitações
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {query.isSuccess && data
            ? `${data.total} ${data.total === 1 ? "solicitação encontrada" : "solicitações encontradas"}`
            : ""}
        </p>
        {query.isPending ? (
          <ul className="grid gap-6 xl:grid-cols-2" aria-label="Carregando solicitações">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-64 rounded-xl" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar as solicitações."
            description={query.error.message}
            action={
              <Button variant="outline" onClick={() => query.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title={filtered ? APPROVALS_EMPTY_MESSAGE : "Nenhuma solicitação de aprovação no momento."}
            action={
              filtered ? (
                <Button variant="outline" onClick={clearAll}>
                  Limpar filtros
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 xl:grid-cols-2">
              {query.data.items.map((approval) => (
                <li key={approval.id}>
                  <ApprovalCard approval={approval} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Páginas" className="flex items-center justify-center gap-3">
                <Button variant="outline" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                  <ChevronLeft aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-muted-foreground" aria-current="page">
                  Página {Math.min(page, pages)} de {pages}
                </span>
                <Button variant="outline" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                  Próxima
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
