import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for "Todos". */
const ALL = "all";

export type SelectFilter<K extends string> = {
  key: K;
  label: string;
  options: readonly (readonly [string, string])[];
};

/**
 * A list screen's search box and two selects whose first item, "<label>: Todos", means no filter;
 * "Limpar filtros" shows while any of them is set. The screen runs them (on the server).
 */
export function SearchAndSelects<K extends string>({
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
      <div role="search" className="relative min-w-0 flex-1">
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${idPrefix}-search`}
          type="search"
          placeholder={placeholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {selects.map((filter) => {
          const id = `${idPrefix}-filter-${filter.key}`;
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
                  {/* The chosen value keeps its filter's name: "Status: Ativo". */}
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
