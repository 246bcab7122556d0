import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL, CATEGORY_OPTIONS, STATE_OPTIONS } from "./supplier-options";

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
      <div role="search" className="relative sm:col-span-2 xl:col-span-1">
        <label htmlFor="suppliers-search" className="sr-only">
          Buscar fornecedores
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="suppliers-search"
          type="search"
          placeholder="Buscar por empresa, serviço ou cidade..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div>
        <label htmlFor="suppliers-category" className="sr-only">
          Filtrar por categoria
        </label>
        <Select value={category ?? ALL} onValueChange={(v) => onCategoryChange(v === ALL ? undefined : v)}>
          <SelectTrigger id="suppliers-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as categorias</SelectItem>
            {CATEGORY_OPTIONS.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div>
        <label htmlFor="suppliers-state" className="sr-only">
          Filtrar por estado
        </label>
        <Select value={state ?? ALL} onValueChange={(v) => onStateChange(v === ALL ? undefined : v)}>
          <SelectTrigger id="suppliers-state">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os estados</SelectItem>
            {STATE_OPTIONS.map((uf) => (
              <SelectItem key={uf} value={uf}>
                {uf}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
