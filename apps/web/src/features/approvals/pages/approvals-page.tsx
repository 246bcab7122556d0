import { ClipboardCheck } from "lucide-react";
import {
  APPROVAL_PRIORITIES,
  APPROVAL_STATUSES,
  APPROVAL_SUBJECT_TYPES,
  APPROVALS_EMPTY_MESSAGE,
} from "@alicerce/shared/approvals";
import { useApprovals } from "@/api/approvals/get-approvals";
import { ListPage } from "@/components/list/list-page";
import { ListResults } from "@/components/list/list-results";
import { Skeleton } from "@/components/ui/skeleton";
import { pick, useListParams } from "@/hooks/use-list-params";
import { ApprovalCard } from "../components/approval-card";
import { ApprovalFilters, type QueueFilters } from "../components/approval-filters";
import { ApprovalSummaryCards } from "../components/approval-summary-cards";

const FILTER_KEYS = ["type", "status", "priority"] as const;

/**
 * docs/product/legal-desk.md#approvals (/dashboard/approvals): the legal desk's queue. Search,
 * filters and page live in the URL (?q=&type=&status=&priority=&page=); the server filters, counts
 * and pages.
 */
export function ApprovalsPage() {
  const { params, q, search, setSearch, page, setFilters, setPage, clearAll } = useListParams();
  const filters: QueueFilters = {
    type: pick(params.get("type"), APPROVAL_SUBJECT_TYPES),
    status: pick(params.get("status"), APPROVAL_STATUSES),
    priority: pick(params.get("priority"), APPROVAL_PRIORITIES),
  };
  const clear = () => clearAll(FILTER_KEYS);

  const query = useApprovals({ q: q || undefined, ...filters }, page);
  const filtered = Boolean(q || filters.type || filters.status || filters.priority);

  return (
    <ListPage
      title="Aprovações"
      description="Analise os projetos enviados para revisão jurídica e decida cada solicitação."
    >
      <ApprovalSummaryCards summary={query.isError ? undefined : query.data?.summary} />

      <ApprovalFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={(next) => setFilters({ type: next.type, status: next.status, priority: next.priority })}
        onClear={clear}
      />

      <ListResults
        id="approvals-results"
        heading="Solicitações"
        busy={query.isFetching}
        query={query}
        words={{
          count: { one: "solicitação encontrada", many: "solicitações encontradas" },
          error: "Não foi possível carregar as solicitações.",
          empty: filtered ? APPROVALS_EMPTY_MESSAGE : "Nenhuma solicitação de aprovação no momento.",
          pages: "Páginas",
        }}
        skeletons={
          <ul className="grid gap-6 xl:grid-cols-2" aria-label="Carregando solicitações">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-64 rounded-xl" />
              </li>
            ))}
          </ul>
        }
        emptyIcon={ClipboardCheck}
        filtered={filtered}
        onClear={clear}
        page={page}
        onPageChange={setPage}
        pagesSize="default"
        layout="grid gap-6 xl:grid-cols-2"
        item={(approval) => <ApprovalCard approval={approval} />}
      />
    </ListPage>
  );
}
