import { CardSkeletons } from "@/components/list/list-states";
import { Skeleton } from "@/components/ui/skeleton";

/** docs/product/formats-and-layout.md#skeletons: placeholder cards while the list loads. */
export function SignatureCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <CardSkeletons
      count={count}
      label="Carregando contratos..."
      card={
        <>
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
        </>
      }
    />
  );
}
