import { X } from "lucide-react";
import {
  APPROVAL_PRIORITIES,
  APPROVAL_PRIORITY_LABELS,
  APPROVAL_STATUSES,
  APPROVAL_STATUS_LABELS,
  APPROVAL_SUBJECT_TYPES,
  APPROVAL_SUBJECT_TYPE_LABELS,
  type ApprovalPriority,
  type ApprovalStatus,
  type ApprovalSubjectType,
} from "@alicerce/shared/approvals";
import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { Button } from "@/components/ui/button";

export type QueueFilters = { type?: ApprovalSubjectType; status?: ApprovalStatus; priority?: ApprovalPriority };

const FILTERS = [
  {
    key: "type",
    label: "Tipo",
    options: APPROVAL_SUBJECT_TYPES.map((v) => [v, APPROVAL_SUBJECT_TYPE_LABELS[v]] as const),
  },
  { key: "status", label: "Status", options: APPROVAL_STATUSES.map((v) => [v, APPROVAL_STATUS_LABELS[v]] as const) },
  {
    key: "priority",
    label: "Prioridade",
    options: APPROVAL_PRIORITIES.map((v) => [v, APPROVAL_PRIORITY_LABELS[v]] as const),
  },
] as const;

/** docs/product/legal-desk.md#approvals: search over title and requester, and type, status and priority filters. */
export function ApprovalFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClear,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  filters: QueueFilters;
  onFiltersChange: (next: QueueFilters) => void;
  onClear: () => void;
}) {
  const active = Boolean(search || filters.type || filters.status || filters.priority);
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchBox
        id="approvals-search"
        label="Buscar por título ou solicitante"
        placeholder="Buscar por título ou solicitante..."
        value={search}
        onChange={onSearchChange}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:flex">
        {FILTERS.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`approvals-${filter.key}`}
            label={`Filtrar por ${filter.label.toLowerCase()}`}
            allLabel={`${filter.label}: Todos`}
            value={filters[filter.key]}
            options={filter.options}
            onChange={(value) => onFiltersChange({ ...filters, [filter.key]: value })}
            className="min-w-0 xl:w-44"
            triggerClassName="w-full bg-background"
          />
        ))}
        <Button variant="ghost" onClick={onClear} disabled={!active} className="h-10">
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
