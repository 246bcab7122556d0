import { X } from "lucide-react";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentCategory,
  type DocumentStatus,
} from "@alicerce/shared/documents";
import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { Button } from "@/components/ui/button";

export type DocumentFilterValues = { category?: DocumentCategory; status?: DocumentStatus; project?: string };

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
      <SearchBox
        id="documents-search"
        label="Buscar por nome do documento ou projeto"
        placeholder="Buscar documentos..."
        value={search}
        onChange={onSearchChange}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:flex xl:flex-wrap xl:items-center">
        {list.map((filter) => {
          const chosen = filter.options.find(([value]) => value === filters[filter.key])?.[1];
          return (
            <FilterSelect
              key={filter.key}
              id={`documents-filter-${filter.key}`}
              label={`Filtrar por ${filter.label.toLowerCase()}`}
              allLabel={`${filter.label}: Todos`}
              value={filters[filter.key]}
              options={filter.options}
              onChange={(value) => onFiltersChange({ ...filters, [filter.key]: value })}
              // The chosen value keeps its filter's name: "Status: Aprovado".
              shown={<span className="truncate">{`${filter.label}: ${chosen ?? "Todos"}`}</span>}
              className="min-w-0 xl:w-48"
              triggerClassName="w-full min-w-0 bg-background"
            />
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
