import {
  SIGNATURE_STATUS_LABELS,
  SIGNATURE_STATUSES,
  SIGNATURE_TYPE_LABELS,
  SIGNATURE_TYPES,
  type SignatureStatus,
  type SignatureType,
} from "@alicerce/shared/signatures";
import type { ListFilterProps } from "@/components/list/filter-row";
import { ListToolbar } from "@/components/list/list-toolbar";

export type SignatureFilterValues = { status?: SignatureStatus; type?: SignatureType };

const SELECTS = [
  { key: "status", label: "Status", options: SIGNATURE_STATUSES.map((s) => [s, SIGNATURE_STATUS_LABELS[s]] as const) },
  { key: "type", label: "Tipo", options: SIGNATURE_TYPES.map((t) => [t, SIGNATURE_TYPE_LABELS[t]] as const) },
] as const;

/** The signatures screen's search box and its status and type selects; all of them run on the server. */
export function SignatureFilters(props: ListFilterProps<SignatureFilterValues>) {
  return (
    <ListToolbar
      {...props}
      idPrefix="signatures"
      searchLabel="Buscar por título, projeto ou signatário"
      placeholder="Buscar por título, projeto ou signatário..."
      selects={SELECTS}
      // The selects offer only these options, so what comes back is one of them.
      onFiltersChange={(next) => props.onFiltersChange(next as SignatureFilterValues)}
    />
  );
}
