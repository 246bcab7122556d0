import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL, VERIFIED_OPTIONS } from "./texts";

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
      <div role="search" className="relative">
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${idPrefix}-search`}
          type="search"
          placeholder={placeholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      {choices.map((choice) => (
        <div key={choice.id}>
          <label htmlFor={choice.id} className="sr-only">
            {choice.label}
          </label>
          <Select value={choice.value ?? ALL} onValueChange={(v) => choice.onChange(v === ALL ? undefined : v)}>
            <SelectTrigger id={choice.id} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{choice.allLabel}</SelectItem>
              {choice.options.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ))}
    </div>
  );
}
