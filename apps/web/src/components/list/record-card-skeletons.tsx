import { Skeleton } from "@/components/ui/skeleton";
import { CardSkeletons } from "./list-states";

/**
 * Placeholder cards shaped like RecordCardHeader's cards (docs/product/formats-and-layout.md#skeletons):
 * title and badge, project, three facts, whatever the card adds (`extras`, one bar each), the actions.
 */
export function RecordCardSkeletons({
  count,
  label,
  factsClassName,
  extras = [],
}: {
  count: number;
  /** Read aloud while loading: "Carregando contratos...". */
  label: string;
  /** The facts' grid, as the card lays its own out. */
  factsClassName: string;
  /** The class of each bar between the facts and the actions (a progress bar, a list of people). */
  extras?: readonly string[];
}) {
  return (
    <CardSkeletons
      count={count}
      label={label}
      card={
        <>
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <div className={factsClassName}>
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          {extras.map((extra) => (
            <Skeleton key={extra} className={extra} />
          ))}
          <Skeleton className="h-8 w-1/2" />
        </>
      }
    />
  );
}
