import { Search, X } from "lucide-react";
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
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type QueueFilters = { type?: ApprovalSubjectType; status?: ApprovalStatus; priority?: ApprovalPriority };

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for "Todos". */
const ALL = "all";

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
      <div role="search" className="relative min-w-0 flex-1">
        <label htmlFor="approvals-search" className="sr-only">
          Buscar por título ou solicitante
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="approvals-search"
          type="search"
          placeholder="Buscar por título ou solicitante..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:flex">
        {FILTERS.map((filter) => {
          const id = `approvals-${filter.key}`;
          return (
            <div key={filter.key} className="min-w-0 xl:w-44">
              <label htmlFor={id} className="sr-only">
                {`Filtrar por ${filter.label.toLowerCase()}`}
              </label>
              <Select
                value={filters[filter.key] ?? ALL}
                onValueChange={(value) =>
                  onFiltersChange({ ...filters, [filter.key]: value === ALL ? undefined : value })
                }
              >
                <SelectTrigger id={id} className="w-full bg-background">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{`${filter.label}: Todos`}</SelectItem>
                  {filter.options.map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          );
        })}
        <Button variant="ghost" onClick={onClear} disabled={!active} className="h-10">
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
