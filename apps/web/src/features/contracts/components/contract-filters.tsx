import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractStatus,
  type ContractType,
} from "@alicerce/shared/contracts";
import type { ListFilterProps } from "@/components/list/filter-row";
import { ListToolbar } from "@/components/list/list-toolbar";

export type ContractFilterValues = { status?: ContractStatus; type?: ContractType };

const SELECTS = [
  { key: "status", label: "Status", options: CONTRACT_STATUSES.map((s) => [s, CONTRACT_STATUS_LABELS[s]] as const) },
  { key: "type", label: "Tipo", options: CONTRACT_TYPES.map((t) => [t, CONTRACT_TYPE_LABELS[t]] as const) },
] as const;

/** The contracts screen's search box and its status and type selects; all of them run on the server. */
export function ContractFilters(props: ListFilterProps<ContractFilterValues>) {
  return (
    <ListToolbar
      {...props}
      idPrefix="contracts"
      searchLabel="Buscar por nome, cliente ou projeto"
      placeholder="Buscar por nome, cliente ou projeto..."
      selects={SELECTS}
      // The selects offer only these options, so what comes back is one of them.
      onFiltersChange={(next) => props.onFiltersChange(next as ContractFilterValues)}
    />
  );
}
