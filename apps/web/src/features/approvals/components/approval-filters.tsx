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
import type { ListFilterProps } from "@/components/list/filter-row";
import { ListToolbar } from "@/components/list/list-toolbar";

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

/** Three selects and the clear button: four cells on lg, one row on xl. */
const LAYOUT = {
  selects: "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:flex",
  select: "min-w-0 xl:w-44",
  trigger: "w-full bg-background",
  clear: "h-10",
};

/** docs/product/legal-desk.md#approvals: search over title and requester, and type, status and priority filters. */
export function ApprovalFilters(props: ListFilterProps<QueueFilters>) {
  return (
    <ListToolbar
      {...props}
      idPrefix="approvals"
      selectId={(key) => `approvals-${key}`}
      searchLabel="Buscar por título ou solicitante"
      placeholder="Buscar por título ou solicitante..."
      selects={FILTERS}
      layout={LAYOUT}
      // A closed select shows the chosen item alone; the clear button keeps its cell.
      shown={() => undefined}
      keepClear
      // The selects offer only these options, so what comes back is one of them.
      onFiltersChange={(next) => props.onFiltersChange(next as QueueFilters)}
    />
  );
}
