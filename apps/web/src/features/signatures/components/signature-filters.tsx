import { Search, X } from "lucide-react";
import {
  SIGNATURE_STATUS_LABELS,
  SIGNATURE_STATUSES,
  SIGNATURE_TYPE_LABELS,
  SIGNATURE_TYPES,
  type SignatureStatus,
  type SignatureType,
} from "@alicerce/shared/signatures";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SignatureFilterValues = { status?: SignatureStatus; type?: SignatureType };

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for "Todos". */
const ALL = "all";

const FILTERS = [
  { key: "status", label: "Status", options: SIGNATURE_STATUSES.map((s) => [s, SIGNATURE_STATUS_LABELS[s]] as const) },
  { key: "type", label: "Tipo", options: SIGNATURE_TYPES.map((t) => [t, SIGNATURE_TYPE_LABELS[t]] as const) },
] as const;

/** The signatures screen's search box and its status and type selects; all of them run on the server. */
export function SignatureFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClear,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  filters: SignatureFilterValues;
  onFiltersChange: (next: SignatureFilterValues) => void;
  onClear: () => void;
}) {
  const active = Boolean(search.trim() || filters.status || filters.type);
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <div role="search" className="relative min-w-0 flex-1">
        <label htmlFor="signatures-search" className="sr-only">
          Buscar por título, projeto ou signatário
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="signatures-search"
          type="search"
          placeholder="Buscar por título, projeto ou signatário..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {FILTERS.map((filter) => {
          const id = `signatures-filter-${filter.key}`;
          return (
            <div key={filter.key} className="min-w-0 sm:w-44">
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
                  <SelectValue>
                    {`${filter.label}: ${filter.options.find(([value]) => value === filters[filter.key])?.[1] ?? "Todos"}`}
                  </SelectValue>
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
        {active && (
          <Button variant="ghost" onClick={onClear} className="col-span-2 h-9 sm:col-span-1">
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
