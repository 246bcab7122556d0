import { X } from "lucide-react";
import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { Button } from "@/components/ui/button";

export type SelectFilter<K extends string> = {
  key: K;
  label: string;
  options: readonly (readonly [string, string])[];
};

/**
 * A list screen's search box and two selects whose first item, "<label>: Todos", means no filter;
 * "Limpar filtros" shows while any of them is set. The screen runs them (on the server).
 */
export function ListToolbar<K extends string>({
  idPrefix,
  searchLabel,
  placeholder,
  search,
  onSearchChange,
  selects,
  filters,
  onFiltersChange,
  onClear,
}: {
  /** `${idPrefix}-search` and `${idPrefix}-filter-<key>`: the ids tests and labels point at. */
  idPrefix: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  selects: readonly SelectFilter<K>[];
  filters: Partial<Record<K, string>>;
  onFiltersChange: (next: Partial<Record<K, string>>) => void;
  onClear: () => void;
}) {
  const active = Boolean(search.trim() || selects.some((select) => filters[select.key]));
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchBox
        id={`${idPrefix}-search`}
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={onSearchChange}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {selects.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`${idPrefix}-filter-${filter.key}`}
            label={`Filtrar por ${filter.label.toLowerCase()}`}
            allLabel={`${filter.label}: Todos`}
            value={filters[filter.key]}
            options={filter.options}
            onChange={(value) => onFiltersChange({ ...filters, [filter.key]: value })}
            // The chosen value keeps its filter's name: "Status: Ativo".
            shown={`${filter.label}: ${filter.options.find(([value]) => value === filters[filter.key])?.[1] ?? "Todos"}`}
            className="min-w-0 sm:w-44"
            triggerClassName="w-full bg-background"
          />
        ))}
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
