import { Skeleton } from "@/components/ui/skeleton";

/** docs/product/formats-and-layout.md#skeletons: the list shows 6 placeholder cards while it loads. */
export function ProjectCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Carregando projetos...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-2 w-full" />
            <div className="grid grid-cols-3 gap-2 pt-2">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
