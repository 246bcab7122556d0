import type { ComponentProps } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * A search's text box: its label for screen readers, the magnifier and the input (`type="search"`
 * unless the caller says otherwise, as a combobox does). The box of every search and combobox.
 */
export function SearchInput({
  id,
  label,
  className,
  inputClassName,
  iconClassName = "left-3",
  ...input
}: {
  id: string;
  /** Read by screen readers only; the placeholder says it on screen. */
  label: string;
  /** Where the box sits in its screen's layout. */
  className?: string;
  inputClassName?: string;
  /** The magnifier's place, where the box has padding of its own. */
  iconClassName?: string;
} & Omit<ComponentProps<typeof Input>, "id" | "className">) {
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className={cn(
          "pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground",
          iconClassName,
        )}
        aria-hidden="true"
      />
      <Input id={id} type="search" className={cn("pl-9", inputClassName)} {...input} />
    </div>
  );
}
