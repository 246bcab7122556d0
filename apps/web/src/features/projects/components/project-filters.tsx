import { useState } from "react";
import { ChevronDown, SlidersHorizontal, X } from "lucide-react";
import {
  PROJECT_PURPOSE_LABELS,
  PROJECT_PURPOSES,
  PROJECT_STATUS_FILTERS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  type ProjectPurpose,
  type ProjectStatus,
  type ProjectType,
} from "@alicerce/shared/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { ListFilterProps } from "@/components/list/filter-row";
import { ListToolbar } from "@/components/list/list-toolbar";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";

export type ListFilters = { type?: ProjectType; status?: ProjectStatus; purpose?: ProjectPurpose };

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for "Todos". */
const ALL = "all";

const FILTERS = [
  {
    key: "type",
    label: "Tipo",
    options: PROJECT_TYPES.map((t) => [t, PROJECT_TYPE_LABELS[t]] as const),
  },
  {
    key: "status",
    label: "Status",
    options: PROJECT_STATUS_FILTERS.map((s) => [s, PROJECT_STATUS_LABELS[s]] as const),
  },
  {
    key: "purpose",
    label: "Finalidade",
    options: PROJECT_PURPOSES.map((p) => [p, PROJECT_PURPOSE_LABELS[p]] as const),
  },
] as const;

function FilterSelects({
  filters,
  onChange,
  idPrefix,
  labelled,
  className,
}: {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  idPrefix: string;
  /** The panel shows visible labels; the toolbar names its selects for screen readers only. */
  labelled: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {FILTERS.map((filter) => {
        const id = `${idPrefix}-${filter.key}`;
        return (
          <div key={filter.key} className="grid gap-2">
            <label htmlFor={id} className={cn("text-sm font-medium", !labelled && "sr-only")}>
              {labelled ? filter.label : `Filtrar por ${filter.label.toLowerCase()}`}
            </label>
            <Select
              value={filters[filter.key] ?? ALL}
              onValueChange={(value) => onChange({ ...filters, [filter.key]: value === ALL ? undefined : value })}
            >
              <SelectTrigger id={id} className="bg-background">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{labelled ? "Todos" : `${filter.label}: Todos`}</SelectItem>
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
    </div>
  );
}

/** The search finds word beginnings, not any part of a word (decision 136): said where one types. */
const SEARCH_HINT = "Busque pelo início das palavras do nome, da cidade ou do responsável.";

/** The toolbar's own selects and the panel's button take the row after the search. */
const LAYOUT = { selects: "", select: "", trigger: "", clear: "" };

/**
 * docs/product/projects.md#project-list (/dashboard/projects): text search, dropdown filters, and a collapsible "Filtros" panel
 * with its own selects and a clear button. Both sets of selects drive the same URL filters.
 */
export function ProjectFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClear,
}: ListFilterProps<ListFilters>) {
  const [panelOpen, setPanelOpen] = useState(false);
  const active = Object.values(filters).filter(Boolean).length;
  return (
    <Collapsible open={panelOpen} onOpenChange={setPanelOpen} className="grid gap-3">
      {/* One row from xl up; below, the search on its own line over the selects and the panel button. */}
      <ListToolbar
        idPrefix="projects"
        searchLabel="Buscar por título, cidade, estado ou gestor"
        placeholder="Buscar por título, cidade/estado ou gestor..."
        searchHint={SEARCH_HINT}
        search={search}
        onSearchChange={onSearchChange}
        layout={LAYOUT}
        extra={
          <div className="flex gap-3">
            <FilterSelects
              filters={filters}
              onChange={onFiltersChange}
              idPrefix="toolbar"
              labelled={false}
              // On phones the panel alone holds the selects, so the toolbar stays short.
              className="hidden min-w-0 flex-1 gap-3 sm:grid sm:grid-cols-3 xl:flex-none"
            />
            <CollapsibleTrigger asChild>
              <Button variant="outline" className="h-10 flex-1 sm:flex-none">
                <SlidersHorizontal aria-hidden="true" />
                Filtros
                {active > 0 && (
                  <Badge variant="secondary" aria-label={`${active} ativos`}>
                    {active}
                  </Badge>
                )}
                <ChevronDown className={cn("transition-transform", panelOpen && "rotate-180")} aria-hidden="true" />
              </Button>
            </CollapsibleTrigger>
          </div>
        }
      />
      <CollapsibleContent className="rounded-xl border bg-muted/40 p-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <FilterSelects
            filters={filters}
            onChange={onFiltersChange}
            idPrefix="panel"
            labelled
            className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-3"
          />
          <Button variant="ghost" onClick={onClear} className="h-10">
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
