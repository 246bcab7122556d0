import { Skeleton } from "@/components/ui/skeleton";

/** docs/product/formats-and-layout.md#skeletons: placeholder cards while the list loads. */
export function SignatureCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 xl:grid-cols-2">
      <span className="sr-only">Carregando contratos...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <div className="grid grid-cols-3 gap-3 pt-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-8 w-1/2" />
        </div>
      ))}
    </div>
  );
}
