import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, ChevronLeft, ChevronRight, FileSearch } from "lucide-react";
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, DOCUMENTS_EMPTY_MESSAGE } from "@alicerce/shared/documents";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useDocuments } from "@/api/documents/get-documents";
import { DocumentCard } from "../components/document-card";
import { DocumentFilters, type DocumentFilterValues } from "../components/document-filters";
import { DocumentSummaryCards } from "../components/document-summary-cards";
import { UploadDocumentDialog } from "../components/upload-document-dialog";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pickId = (value: string | null) => (value && UUID.test(value) ? value : undefined);

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const FILTER_KEYS = ["categoria", "status", "projeto", "documento", "page"] as const;

function CardSkeletons() {
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-label="Carregando documentos">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/product/documents-and-signatures.md#documents (/dashboard/documents). Search, filters and page
 * live in the URL (?q=&categoria=&status=&projeto=&documento=&page=) and run on the server; the
 * approvals queue links to one document with ?documento=.
 */
export function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText, clear: clearSearch } = useUrlSearch();
  const filters: DocumentFilterValues = {
    category: pick(params.get("categoria"), DOCUMENT_CATEGORIES),
    status: pick(params.get("status"), DOCUMENT_STATUSES),
    project: pickId(params.get("projeto")),
  };
  const documentId = pickId(params.get("documento"));
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
  // A new search shows its first page, once the typed text has settled.
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
  const setFilters = (next: DocumentFilterValues) =>
    update((url) => {
      const entries = { categoria: next.category, status: next.status, projeto: next.project };
      for (const [key, value] of Object.entries(entries)) {
        if (value) url.set(key, value);
        else url.delete(key);
      }
      url.delete("documento");
      url.delete("page");
    });
  const goToPage = (target: number) =>
    update((url) => {
      if (target > 1) url.set("page", String(target));
      else url.delete("page");
    });
  const clearAll = () => {
    clearSearch();
    update((url) => ["q", ...FILTER_KEYS].forEach((key) => url.delete(key)));
  };

  const query = useDocuments({
    q: q || undefined,
    category: filters.category,
    status: filters.status,
    project_id: filters.project,
    document_id: documentId,
    page,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = Boolean(q || filters.category || filters.status || filters.project || documentId);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Documentos</h1>
          <p className="mt-1 text-muted-foreground">
            Os documentos dos seus projetos, com versões, análise do jurídico e verificação pública por QR Code.
          </p>
        </div>
        <UploadDocumentDialog />
      </header>

      <DocumentSummaryCards summary={data?.summary} />

      <DocumentFilters
        search={search}
        onSearchChange={setText}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={clearAll}
        projects={data?.projects ?? []}
      />

      {documentId && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
          <span>Mostrando um documento e suas versões.</span>
          <Button variant="outline" size="sm" onClick={() => update((url) => url.delete("documento"))}>
            Ver todos os documentos
          </Button>
        </div>
      )}

      <section aria-labelledby="documents-results" className="grid gap-6">
        <h2 id="documents-results" className="sr-only">
          Resultados
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {query.isSuccess && data
            ? `${data.total} ${data.total === 1 ? "documento encontrado" : "documentos encontrados"}`
            : ""}
        </p>
        {query.isPending ? (
          <CardSkeletons />
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar os documentos."
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
            title={DOCUMENTS_EMPTY_MESSAGE}
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
              {data.items.map((document) => (
                <li key={document.id} className="min-w-0">
                  <DocumentCard document={document} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Páginas de documentos" className="flex items-center justify-center gap-3">
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
