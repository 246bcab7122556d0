import { Search, X } from "lucide-react";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentCategory,
  type DocumentStatus,
} from "@alicerce/shared/documents";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type DocumentFilterValues = { category?: DocumentCategory; status?: DocumentStatus; project?: string };

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for "Todos". */
const ALL = "all";

type Filter = { key: keyof DocumentFilterValues; label: string; options: readonly (readonly [string, string])[] };

/** The repository's search box and its category, status and project selects; all of them run on the server. */
export function DocumentFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClear,
  projects,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  filters: DocumentFilterValues;
  onFiltersChange: (next: DocumentFilterValues) => void;
  onClear: () => void;
  projects: { id: string; title: string }[];
}) {
  const active = Boolean(search.trim() || filters.category || filters.status || filters.project);
  const list: Filter[] = [
    { key: "category", label: "Categoria", options: DOCUMENT_CATEGORIES.map((c) => [c, DOCUMENT_CATEGORY_LABELS[c]]) },
    { key: "status", label: "Status", options: DOCUMENT_STATUSES.map((s) => [s, DOCUMENT_STATUS_LABELS[s]]) },
    { key: "project", label: "Projeto", options: projects.map((p) => [p.id, p.title]) },
  ];
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <div role="search" className="relative min-w-0 flex-1">
        <label htmlFor="documents-search" className="sr-only">
          Buscar por nome do documento ou projeto
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="documents-search"
          type="search"
          placeholder="Buscar documentos..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:flex xl:flex-wrap xl:items-center">
        {list.map((filter) => {
          const id = `documents-filter-${filter.key}`;
          const chosen = filter.options.find(([value]) => value === filters[filter.key])?.[1];
          return (
            <div key={filter.key} className="min-w-0 xl:w-48">
              <label htmlFor={id} className="sr-only">
                {`Filtrar por ${filter.label.toLowerCase()}`}
              </label>
              <Select
                value={filters[filter.key] ?? ALL}
                onValueChange={(value) =>
                  onFiltersChange({ ...filters, [filter.key]: value === ALL ? undefined : value })
                }
              >
                <SelectTrigger id={id} className="w-full min-w-0 bg-background">
                  {/* The chosen value keeps its filter's name: "Status: Aprovado". */}
                  <SelectValue>
                    <span className="truncate">{`${filter.label}: ${chosen ?? "Todos"}`}</span>
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
          <Button variant="ghost" onClick={onClear} className="h-9">
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
