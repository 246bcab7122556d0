import type { ReactNode } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Radix Select items may not have an empty value (docs/product/formats-and-layout.md#select): "all" stands for no filter. */
const ALL = "all";

/** A list filter: a select whose first item (`allLabel`) means "no filter", labelled for screen readers. */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  shown,
  className,
  triggerClassName,
}: {
  id: string;
  /** Read by screen readers only. */
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
  /** What the closed select shows; by default the chosen item's text. */
  shown?: ReactNode;
  /** Where the select sits in its screen's layout. */
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id} className={triggerClassName}>
          <SelectValue>{shown}</SelectValue>
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
