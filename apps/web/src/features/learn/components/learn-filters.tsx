import { ListToolbar } from "@/components/list/list-toolbar";
import { CATEGORY_OPTIONS, LEVEL_OPTIONS, TYPE_OPTIONS } from "./learn-options";

export type LearnFilterValues = { category?: string; level?: string; type?: string };

const SELECTS = [
  { key: "category", label: "Categoria", allLabel: "Todas as categorias", options: CATEGORY_OPTIONS },
  { key: "level", label: "Nível", allLabel: "Todos os níveis", options: LEVEL_OPTIONS },
  { key: "type", label: "Tipo", allLabel: "Todos os tipos", options: TYPE_OPTIONS },
] as const;

/** Three selects in a row under the search, beside it from xl up. */
const LAYOUT = {
  selects: "grid grid-cols-1 gap-3 sm:grid-cols-3 xl:flex xl:items-center",
  select: "min-w-0 xl:w-48",
  trigger: "w-full bg-background",
  clear: "h-9",
};

/** docs/product/learn.md#content: the search box and the category, level and type filters. */
export function LearnFilters({
  search,
  onSearchChange,
  values,
  onChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  values: LearnFilterValues;
  onChange: (next: LearnFilterValues) => void;
}) {
  return (
    <ListToolbar
      idPrefix="learn"
      selectId={(key) => `learn-${key}`}
      searchLabel="Buscar conteúdos"
      placeholder="Buscar por tema, título ou autor..."
      searchMaxLength={100}
      search={search}
      onSearchChange={onSearchChange}
      selects={SELECTS}
      filters={values}
      onFiltersChange={onChange}
      layout={LAYOUT}
    />
  );
}
