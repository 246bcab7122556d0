import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, DOCUMENTS_EMPTY_MESSAGE } from "@alicerce/shared/documents";
import { ListPage } from "@/components/list/list-page";
import { ListResults, type ListWords } from "@/components/list/list-results";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { pick, pickId, readKey, useListParams } from "@/hooks/use-list-params";
import { useDocuments } from "@/api/documents/get-documents";
import { DocumentCard } from "../components/document-card";
import { DocumentFilters, type DocumentFilterValues } from "../components/document-filters";
import { DocumentSummaryCards } from "../components/document-summary-cards";
import { UploadDocumentDialog } from "../components/upload-document-dialog";

/** The keys' names before decision 098's rule, still read (approval notices and e-mails carry ?documento=). */
const FORMER = { category: "categoria", project: "projeto", document: "documento" } as const;
const FILTER_KEYS = ["category", "status", "project", "document", ...Object.values(FORMER)];
/** A write of the filters drops their former names. */
const DROP_FORMER = { categoria: undefined, projeto: undefined, documento: undefined };

const WORDS: ListWords = {
  count: { one: "documento encontrado", many: "documentos encontrados" },
  error: "Não foi possível carregar os documentos.",
  empty: DOCUMENTS_EMPTY_MESSAGE,
  pages: "Páginas de documentos",
};

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
 * live in the URL (?q=&category=&status=&project=&document=&page=) and run on the server; the
 * approvals queue links to one document with ?document=.
 */
export function DocumentsPage() {
  const { params, q, search, setSearch, page, update, setFilters, setPage, clearAll } = useListParams();
  const filters: DocumentFilterValues = {
    category: pick(readKey(params, "category", FORMER.category), DOCUMENT_CATEGORIES),
    status: pick(params.get("status"), DOCUMENT_STATUSES),
    project: pickId(readKey(params, "project", FORMER.project)),
  };
  const documentId = pickId(readKey(params, "document", FORMER.document));
  const clear = () => clearAll(FILTER_KEYS);
  // Choosing a filter leaves the one-document view.
  const changeFilters = (next: DocumentFilterValues) =>
    setFilters({
      ...DROP_FORMER,
      category: next.category,
      status: next.status,
      project: next.project,
      document: undefined,
    });

  const query = useDocuments({
    q: q || undefined,
    category: filters.category,
    status: filters.status,
    project_id: filters.project,
    document_id: documentId,
    page,
  });
  const data = query.data;
  const filtered = Boolean(q || filters.category || filters.status || filters.project || documentId);

  return (
    <ListPage
      title="Documentos"
      description="Os documentos dos seus projetos, com versões, análise do jurídico e verificação pública por QR Code."
      action={<UploadDocumentDialog />}
    >
      <DocumentSummaryCards summary={data?.summary} />

      <DocumentFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={changeFilters}
        onClear={clear}
        projectTitle={data?.project?.id === filters.project ? data?.project?.title : undefined}
      />

      {documentId && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
          <span>Mostrando um documento e suas versões.</span>
          <Button variant="outline" size="sm" onClick={() => update({ document: undefined, documento: undefined })}>
            Ver todos os documentos
          </Button>
        </div>
      )}

      <ListResults
        id="documents-results"
        query={query}
        words={WORDS}
        skeletons={<CardSkeletons />}
        filtered={filtered}
        onClear={clear}
        page={page}
        onPageChange={setPage}
        itemClassName="min-w-0"
        item={(document) => <DocumentCard document={document} />}
      />
    </ListPage>
  );
}
