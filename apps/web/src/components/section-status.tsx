import { Skeleton } from "@/components/ui/skeleton";

/** A card section still loading: skeleton rows, announced to screen readers. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
