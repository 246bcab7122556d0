import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

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
    <div role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
