import { Skeleton } from "@/components/ui/skeleton";

/** docs/product/marketplace.md#supplier-list: 6 placeholder cards while the list loads. */
export function SupplierCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Carregando fornecedores...</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          data-testid="supplier-skeleton"
          className="overflow-hidden rounded-xl border bg-card shadow-sm"
        >
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <div className="grid grid-cols-3 gap-2 pt-2">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
