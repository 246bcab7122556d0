import { useState } from "react";
import { LIST_QUERY_MESSAGES } from "@alicerce/shared/schemas/list-query";
import { SearchInput } from "@/components/combobox/search-input";

/**
 * A list screen's search box: its label for screen readers, the magnifier and the input. A text past
 * `maxLength` (the list's server limit) is neither cut nor searched: the box keeps it, says the limit
 * ("Use no máximo 100 caracteres na busca.") and the list stays on the last search that fit
 * (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md). A `hint` under the box says how the
 * list searches when that is not what one would guess (the projects' word beginnings, decision 136).
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  hint,
  className,
}: {
  id: string;
  /** Read by screen readers only; the placeholder says it on screen. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** How the search matches, shown under the box and read with it. */
  hint?: string;
  /** Where the box sits in its screen's layout. */
  className?: string;
}) {
  const [tooLong, setTooLong] = useState<string | null>(null);
  const errorId = `${id}-too-long`;
  const hintId = `${id}-hint`;
  const describedBy = [tooLong !== null ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div role="search" className={className}>
      <SearchInput
        id={id}
        label={label}
        placeholder={placeholder}
        value={tooLong ?? value}
        aria-invalid={tooLong !== null || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const text = event.target.value;
          if (maxLength !== undefined && text.trim().length > maxLength) return setTooLong(text);
          setTooLong(null);
          onChange(text);
        }}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {tooLong !== null && maxLength !== undefined && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-destructive">
          {LIST_QUERY_MESSAGES.searchTooLong(maxLength)}
        </p>
      )}
    </div>
  );
}
