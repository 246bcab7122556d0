import type { ReactNode } from "react";
import { X } from "lucide-react";
import { FilterSelect } from "@/components/list/filter-select";
import { Button } from "@/components/ui/button";
import { FilterRow } from "./filter-row";

export type SelectFilter<K extends string> = {
  key: K;
  label: string;
  options: readonly (readonly [string, string])[];
  /**
   * The first item's own words ("Todas as categorias"): the closed select then shows the chosen item's
   * text alone. Without it the first item is "<label>: Todos" and the chosen value keeps its filter's name.
   */
  allLabel?: string;
};

/** Where the selects and "Limpar filtros" sit; each screen fits its own number of selects. */
export type ToolbarLayout = { selects: string; select: string; trigger: string; clear: string };

const TWO_SELECTS: ToolbarLayout = {
  selects: "grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center",
  select: "min-w-0 sm:w-44",
  trigger: "w-full bg-background",
  clear: "col-span-2 h-9 sm:col-span-1",
};

/**
 * The one toolbar of a list screen (decision 098): the search box, then selects whose first item means no
 * filter, then the screen's own controls (`extra`: the documents' project picker, the projects' panel);
 * "Limpar filtros" shows while any of them is set (or, with `keepClear`, stays in place, disabled, so the
 * row does not shift), when the screen offers clearing here (`onClear`). The screen runs them (on the server).
 */
export function ListToolbar<K extends string>({
  idPrefix,
  selectId = (key) => `${idPrefix}-filter-${key}`,
  searchLabel,
  placeholder,
  searchMaxLength,
  searchHint,
  search,
  onSearchChange,
  selects = [],
  filters = {},
  onFiltersChange,
  onClear,
  layout = TWO_SELECTS,
  shown = (text) => text,
  keepClear = false,
  extra,
  extraActive = false,
}: {
  /** `${idPrefix}-search` and, by default, `${idPrefix}-filter-<key>`: the ids tests and labels point at. */
  idPrefix: string;
  selectId?: (key: K) => string;
  searchLabel: string;
  placeholder: string;
  searchMaxLength?: number;
  /** How the search matches, under the box (the projects', decision 136). */
  searchHint?: string;
  search: string;
  onSearchChange: (value: string) => void;
  selects?: readonly SelectFilter<K>[];
  filters?: Partial<Record<K, string>>;
  onFiltersChange?: (next: Partial<Record<K, string>>) => void;
  onClear?: () => void;
  layout?: ToolbarLayout;
  /** What a closed select shows, given "Status: Ativo"; undefined shows the chosen item's text alone. */
  shown?: (text: string) => ReactNode;
  keepClear?: boolean;
  /** A filter of the screen's own after the selects (the documents' project picker), and whether it is set. */
  extra?: ReactNode;
  extraActive?: boolean;
}) {
  const active = Boolean(search.trim() || selects.some((select) => filters[select.key]) || extraActive);
  return (
    <FilterRow
      searchId={`${idPrefix}-search`}
      searchLabel={searchLabel}
      placeholder={placeholder}
      maxLength={searchMaxLength}
      hint={searchHint}
      search={search}
      onSearchChange={onSearchChange}
    >
      <div className={layout.selects}>
        {selects.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={selectId(filter.key)}
            label={`Filtrar por ${filter.label.toLowerCase()}`}
            allLabel={filter.allLabel ?? `${filter.label}: Todos`}
            value={filters[filter.key]}
            options={filter.options}
            onChange={(value) => onFiltersChange?.({ ...filters, [filter.key]: value })}
            // The chosen value keeps its filter's name: "Status: Ativo".
            shown={
              filter.allLabel
                ? undefined
                : shown(
                    `${filter.label}: ${filter.options.find(([value]) => value === filters[filter.key])?.[1] ?? "Todos"}`,
                  )
            }
            className={layout.select}
            triggerClassName={layout.trigger}
          />
        ))}
        {extra}
        {onClear && (active || keepClear) && (
          <Button variant="ghost" onClick={onClear} disabled={keepClear ? !active : undefined} className={layout.clear}>
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        )}
      </div>
    </FilterRow>
  );
}
