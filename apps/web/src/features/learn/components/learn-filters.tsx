import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL, CATEGORY_OPTIONS, LEVEL_OPTIONS, TYPE_OPTIONS } from "./learn-options";

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
};

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map(([option, text]) => (
            <SelectItem key={option} value={option}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

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
        <div role="search" className="relative @xl:col-span-3 @4xl:col-span-1">
          <label htmlFor="learn-search" className="sr-only">
            Buscar conteúdos
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="learn-search"
            type="search"
            maxLength={100}
            placeholder="Buscar por tema, título ou autor..."
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <FilterSelect
          id="learn-category"
          label="Filtrar por categoria"
          allLabel="Todas as categorias"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(v) => onChange("category", v)}
        />
        <FilterSelect
          id="learn-level"
          label="Filtrar por nível"
          allLabel="Todos os níveis"
          value={values.level}
          options={LEVEL_OPTIONS}
          onChange={(v) => onChange("level", v)}
        />
        <FilterSelect
          id="learn-type"
          label="Filtrar por tipo"
          allLabel="Todos os tipos"
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(v) => onChange("type", v)}
        />
      </div>
    </div>
  );
}
