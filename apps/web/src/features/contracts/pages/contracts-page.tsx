import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, ChevronLeft, ChevronRight, FileSearch } from "lucide-react";
import { CONTRACT_STATUSES, CONTRACT_TYPES, CONTRACTS_EMPTY_TEXT } from "@alicerce/shared/contracts";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useContracts } from "@/api/contracts/get-contracts";
import { ContractCard } from "../components/contract-card";
import { ContractCardSkeletons } from "../components/contract-card-skeletons";
import { ContractFilters, type ContractFilterValues } from "../components/contract-filters";
import { ContractFormDialog } from "../components/contract-form-dialog";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * docs/product/legal-desk.md#contracts (/dashboard/contracts). Search, filters and page live in the URL
 * (?q=&status=&type=&page=) and run on the server; any change of search or filter goes back to page 1.
 */
export function ContractsPage() {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText, clear: clearSearch } = useUrlSearch();
  const filters: ContractFilterValues = {
    status: pick(params.get("status"), CONTRACT_STATUSES),
    type: pick(params.get("type"), CONTRACT_TYPES),
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
  // A new search shows its first page. Reset after the search settles rather than in the same
  // URL write as the typed text, which useUrlSearch makes on its own.
  const searchKey = q;
  const lastSearch = useRef(searchKey);
  useEffect(() => {
    if (lastSearch.current === searchKey) return;
    lastSearch.current = searchKey;
    setParams(
      (current) => {
        if (!current.has("page")) return current;
        const next = new URLSearchParams(current);
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [searchKey, setParams]);
  const setFilters = (next: ContractFilterValues) =>
    update((url) => {
      for (const key of ["status", "type"] as const) {
        if (next[key]) url.set(key, next[key]);
        else url.delete(key);
      }
      url.delete("page");
    });
  const goToPage = (target: number) =>
    update((url) => {
      if (target > 1) url.set("page", String(target));
      else url.delete("page");
    });
  const clearAll = () => {
    clearSearch();
    update((url) => ["q", "status", "type", "page"].forEach((key) => url.delete(key)));
  };

  const query = useContracts({ q: q || undefined, ...filters, page });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(q || filters.status || filters.type);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Contratos</h1>
          <p className="mt-1 text-muted-foreground">Contratos dos projetos da plataforma, da assinatura ao término.</p>
        </div>
        <ContractFormDialog />
      </header>

      <ContractFilters
        search={search}
        onSearchChange={setText}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={clearAll}
      />

      <section aria-labelledby="contracts-results" className="grid gap-6">
        <h2 id="contracts-results" className="sr-only">
          Resultados
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {query.isSuccess && data
            ? `${data.total} ${data.total === 1 ? "contrato encontrado" : "contratos encontrados"}`
            : ""}
        </p>
        {query.isPending ? (
          <ContractCardSkeletons />
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar os contratos."
            description={query.error.message}
            action={
              <Button variant="outline" onClick={() => query.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={FileSearch}
            title={CONTRACTS_EMPTY_TEXT}
            action={
              filtered || page > 1 ? (
                <Button variant="outline" onClick={clearAll}>
                  Limpar filtros
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-4 xl:grid-cols-2" aria-busy={query.isPlaceholderData}>
              {data.items.map((contract) => (
                <li key={contract.id}>
                  <ContractCard contract={contract} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Páginas de contratos" className="flex items-center justify-center gap-3">
                <Button variant="outline" size="sm" onClick={() => goToPage(page - 1)} disabled={page <= 1}>
                  <ChevronLeft aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-muted-foreground" aria-current="page">
                  Página {page} de {pages}
                </span>
                <Button variant="outline" size="sm" onClick={() => goToPage(page + 1)} disabled={page >= pages}>
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
