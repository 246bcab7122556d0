import { ListToolbar } from "@/components/list/list-toolbar";
import { CATEGORY_OPTIONS, STATE_OPTIONS } from "./supplier-options";

/** Each state's abbreviation is both the filter's value and its text. */
const STATE_PAIRS = STATE_OPTIONS.map((uf) => [uf, uf] as const);

const SELECTS = [
  { key: "category", label: "Categoria", allLabel: "Todas as categorias", options: CATEGORY_OPTIONS },
  { key: "state", label: "Estado", allLabel: "Todos os estados", options: STATE_PAIRS },
] as const;

/** Two selects beside the search from xl up, side by side under it below. */
const LAYOUT = {
  selects: "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:flex xl:items-center",
  select: "min-w-0 xl:w-56",
  trigger: "w-full bg-background",
  clear: "h-9",
};

/** docs/product/marketplace.md#supplier-list: a search box and the category and state filters. */
export function SupplierFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  state,
  onStateChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: string | undefined;
  onCategoryChange: (value: string | undefined) => void;
  state: string | undefined;
  onStateChange: (value: string | undefined) => void;
}) {
  return (
    <ListToolbar
      idPrefix="suppliers"
      selectId={(key) => `suppliers-${key}`}
      searchLabel="Buscar fornecedores"
      placeholder="Buscar por empresa, serviço ou cidade..."
      search={search}
      onSearchChange={onSearchChange}
      selects={SELECTS}
      filters={{ category, state }}
      onFiltersChange={(next) => {
        if (next.category !== category) onCategoryChange(next.category);
        if (next.state !== state) onStateChange(next.state);
      }}
      layout={LAYOUT}
    />
  );
}
