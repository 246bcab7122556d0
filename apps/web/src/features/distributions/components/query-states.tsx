import { Skeleton } from "@/components/ui/skeleton";

/** Two placeholder rows while a distributions list loads. */
export function DistributionsLoading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <span className="sr-only">Carregando distribuições...</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
