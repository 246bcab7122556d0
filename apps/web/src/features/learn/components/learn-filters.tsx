import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { CATEGORY_OPTIONS, LEVEL_OPTIONS, TYPE_OPTIONS } from "./learn-options";

export type LearnFilterValues = { category?: string; level?: string; type?: string };

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
  onChange: (key: keyof LearnFilterValues, value: string | undefined) => void;
}) {
  return (
    // Columns by the room the filters have (a container query): beside the sidebar at 768 px three selects
    // in a row would cut their labels (decision 017).
    <div className="@container">
      <div className="grid gap-3 @xl:grid-cols-3 @4xl:grid-cols-[minmax(0,1fr)_13rem_11rem_11rem]">
        <SearchBox
          id="learn-search"
          label="Buscar conteúdos"
          placeholder="Buscar por tema, título ou autor..."
          maxLength={100}
          value={search}
          onChange={onSearchChange}
          className="@xl:col-span-3 @4xl:col-span-1"
        />
        <FilterSelect
          id="learn-category"
          label="Filtrar por categoria"
          allLabel="Todas as categorias"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(v) => onChange("category", v)}
          triggerClassName="w-full"
        />
        <FilterSelect
          id="learn-level"
          label="Filtrar por nível"
          allLabel="Todos os níveis"
          value={values.level}
          options={LEVEL_OPTIONS}
          onChange={(v) => onChange("level", v)}
          triggerClassName="w-full"
        />
        <FilterSelect
          id="learn-type"
          label="Filtrar por tipo"
          allLabel="Todos os tipos"
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(v) => onChange("type", v)}
          triggerClassName="w-full"
        />
      </div>
    </div>
  );
}
