import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, ChevronLeft, ChevronRight, FileSearch } from "lucide-react";
import { SIGNATURE_STATUSES, SIGNATURE_TYPES, SIGNATURES_EMPTY_TEXT } from "@alicerce/shared/signatures";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useSignatures } from "@/api/signatures/get-signatures";
import { NewSignatureDialog } from "../components/new-signature-dialog";
import { SignDialog } from "../components/sign-dialog";
import { SignatureCard } from "../components/signature-card";
import { SignatureCardSkeletons } from "../components/signature-card-skeletons";
import { SignatureFilters, type SignatureFilterValues } from "../components/signature-filters";
import { SignatureSummaryCards } from "../components/signature-summary";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The signing dialog's request in the URL: the invitation e-mail links here with it. */
const SIGN_PARAM = "assinar";

/**
 * docs/product/documents-and-signatures.md#signatures (/dashboard/signatures). Search, filters and
 * page live in the URL (?q=&status=&type=&page=) and run on the server; ?assinar=<id> opens the
 * signing dialog of one request.
 */
export function SignaturesPage() {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText, clear: clearSearch } = useUrlSearch();
  const filters: SignatureFilterValues = {
    status: pick(params.get("status"), SIGNATURE_STATUSES),
    type: pick(params.get("type"), SIGNATURE_TYPES),
  };
  const page = pageFrom(params.get("page"));
  const signing = params.get(SIGN_PARAM);

  const update = (change: (next: URLSearchParams) => void, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  // A new search shows its first page (reset after the search settles, see useUrlSearch).
  const lastSearch = useRef(q);
  useEffect(() => {
    if (lastSearch.current === q) return;
    lastSearch.current = q;
    setParams(
      (current) => {
        if (!current.has("page")) return current;
        const next = new URLSearchParams(current);
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);
  const setFilters = (next: SignatureFilterValues) =>
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
  const openSigning = (id: string) => update((url) => url.set(SIGN_PARAM, id), false);
  const closeSigning = () => update((url) => url.delete(SIGN_PARAM));

  const query = useSignatures({ q: q || undefined, ...filters, page });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(q || filters.status || filters.type);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assinaturas</h1>
          <p className="mt-1 text-muted-foreground">
            Contratos enviados para assinatura eletrônica, com quem já assinou e o histórico de cada um.
          </p>
        </div>
        <NewSignatureDialog />
      </header>

      <SignatureSummaryCards summary={data?.summary} />

      <SignatureFilters
        search={search}
        onSearchChange={setText}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={clearAll}
      />

      <section aria-labelledby="signatures-results" className="grid gap-6">
        <h2 id="signatures-results" className="sr-only">
          Resultados
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {query.isSuccess && data
            ? `${data.total} ${data.total === 1 ? "contrato encontrado" : "contratos encontrados"}`
            : ""}
        </p>
        {query.isPending ? (
          <SignatureCardSkeletons />
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar as assinaturas."
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
            title={SIGNATURES_EMPTY_TEXT}
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
              {data.items.map((request) => (
                <li key={request.id} className="min-w-0">
                  <SignatureCard request={request} onSign={openSigning} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Páginas de assinaturas" className="flex items-center justify-center gap-3">
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

      <SignDialog id={signing} onClose={closeSigning} />
    </div>
  );
}
