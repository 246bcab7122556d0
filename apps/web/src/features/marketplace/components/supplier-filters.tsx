import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { CATEGORY_OPTIONS, STATE_OPTIONS } from "./supplier-options";

/** Each state's abbreviation is both the filter's value and its text. */
const STATE_PAIRS = STATE_OPTIONS.map((uf) => [uf, uf] as const);

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
    // One row only from 1280 px: beside the sidebar at 768–1279 px the two selects would leave the search
    // box its icon alone, so there it takes a row of its own above them.
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_14rem_12rem]">
      <SearchBox
        id="suppliers-search"
        label="Buscar fornecedores"
        placeholder="Buscar por empresa, serviço ou cidade..."
        value={search}
        onChange={onSearchChange}
        className="sm:col-span-2 xl:col-span-1"
      />
      <FilterSelect
        id="suppliers-category"
        label="Filtrar por categoria"
        allLabel="Todas as categorias"
        value={category}
        options={CATEGORY_OPTIONS}
        onChange={onCategoryChange}
      />
      <FilterSelect
        id="suppliers-state"
        label="Filtrar por estado"
        allLabel="Todos os estados"
        value={state}
        options={STATE_PAIRS}
        onChange={onStateChange}
      />
    </div>
  );
}
