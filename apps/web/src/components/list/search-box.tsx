import { SearchInput } from "@/components/combobox/search-input";

/** A list screen's search box: its label for screen readers, the magnifier and the input. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
}: {
  id: string;
  /** Read by screen readers only; the placeholder says it on screen. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Where the box sits in its screen's layout. */
  className?: string;
}) {
  return (
    <div role="search" className={className}>
      <SearchInput
        id={id}
        label={label}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
