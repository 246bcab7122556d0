import { Skeleton } from "@/components/ui/skeleton";

/** docs/product/formats-and-layout.md#skeletons: six placeholder cards while the list loads. */
export function ContentCardSkeletons() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}
