import type { ReactNode } from "react";
import { SearchBox } from "./search-box";

/** What a list screen hands its filter row: the search text, the chosen filters and how to change or clear them. */
export type ListFilterProps<F> = {
  search: string;
  onSearchChange: (value: string) => void;
  filters: F;
  onFiltersChange: (next: F) => void;
  onClear: () => void;
};

/**
 * The row ListToolbar lays out (screens use ListToolbar): the search box, widest, then the screen's selects and buttons
 * (`children`); one row from xl up, the search on its own line above them below that.
 */
export function FilterRow({
  searchId,
  searchLabel,
  placeholder,
  maxLength,
  hint,
  search,
  onSearchChange,
  children,
}: {
  searchId: string;
  /** Read by screen readers only; the placeholder says it on screen. */
  searchLabel: string;
  placeholder: string;
  maxLength?: number;
  /** How the search matches, under the box. */
  hint?: string;
  search: string;
  onSearchChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchBox
        id={searchId}
        label={searchLabel}
        placeholder={placeholder}
        maxLength={maxLength}
        hint={hint}
        value={search}
        onChange={onSearchChange}
        className="min-w-0 flex-1"
      />
      {children}
    </div>
  );
}
