import { Skeleton } from "@/components/ui/skeleton";

/**
 * A section or an in-page list still loading: skeleton bars (one per class in `rows`), announced to screen
 * readers by `label`. What QueryStates shows as `pending` for most in-page lists.
 */
export function SectionLoading({
  label,
  rows = ["h-12", "h-12"],
  className = "grid gap-2",
}: {
  label: string;
  rows?: readonly string[];
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {rows.map((row, i) => (
        <Skeleton key={i} aria-hidden="true" className={row} />
      ))}
    </div>
  );
}
