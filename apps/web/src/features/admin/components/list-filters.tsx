import { FilterSelect } from "@/components/list/filter-select";
import { SearchBox } from "@/components/list/search-box";
import { VERIFIED_OPTIONS } from "./texts";

type Choice = {
  id: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
};

/** A search box and the list's filters (each a select whose first item means "no filter"). */
export function ListFilters({
  idPrefix,
  searchLabel,
  placeholder,
  search,
  onSearchChange,
  verified,
  onVerifiedChange,
  extra = [],
}: {
  idPrefix: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  verified: string | undefined;
  onVerifiedChange: (value: string | undefined) => void;
  extra?: Choice[];
}) {
  const choices: Choice[] = [
    ...extra,
    {
      id: `${idPrefix}-verified`,
      label: "Filtrar por verificação",
      value: verified,
      allLabel: "Todas as situações",
      options: VERIFIED_OPTIONS,
      onChange: onVerifiedChange,
    },
  ];
  return (
    <div className={extra.length ? "grid gap-3 md:grid-cols-[1fr_12rem_12rem]" : "grid gap-3 md:grid-cols-[1fr_12rem]"}>
      <SearchBox
        id={`${idPrefix}-search`}
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={onSearchChange}
      />
      {choices.map((choice) => (
        <FilterSelect key={choice.id} {...choice} triggerClassName="w-full" />
      ))}
    </div>
  );
}
