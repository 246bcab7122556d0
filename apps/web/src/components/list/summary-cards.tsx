import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useFigureFits } from "@/hooks/use-figure-fits";
import { cn } from "@/lib/cn";

/** One count over a list: its label, its icon and its figure (undefined until the server answers). */
export type SummaryItem = { key: string; label: string; icon: LucideIcon; value: ReactNode | undefined };

/**
 * The count cards over a list screen: a row on phones (label left, figure right), a tile from sm up.
 * The class props exist because each screen fits its figures differently (four or five cards, money or counts).
 */
export function SummaryCards({
  items,
  label,
  testId,
  columns,
  iconClassName = "size-4 text-primary",
  valueClassName = "text-lg font-bold tabular-nums sm:text-2xl",
  skeletonClassName = "h-7 w-12",
}: {
  items: readonly SummaryItem[];
  /** What the cards count, for screen readers: "Solicitações por status". */
  label?: string;
  testId?: string;
  /** The breakpoint where all cards stand in one row: "xl:grid-cols-4". */
  columns: string;
  iconClassName?: string;
  valueClassName?: string;
  skeletonClassName?: string;
}) {
  return (
    <dl data-testid={testId} aria-label={label} className={`grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 ${columns}`}>
      {items.map((item) => (
        <div
          key={item.key}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:grid sm:justify-stretch sm:gap-1 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <item.icon className={iconClassName} aria-hidden="true" />
            {item.label}
          </dt>
          <SummaryFigure value={item.value} className={valueClassName} skeletonClassName={skeletonClassName} />
        </div>
      ))}
    </dl>
  );
}

/**
 * A card's figure, on one line and whole at any width: set smaller when wider than its card, as the
 * figure cards do (components/stat-card.tsx, decision 129).
 */
function SummaryFigure({
  value,
  className,
  skeletonClassName,
}: {
  value: ReactNode | undefined;
  className: string;
  skeletonClassName: string;
}) {
  const figure = useFigureFits<HTMLElement>(typeof value === "string" ? value : undefined);
  return (
    <dd ref={figure} data-slot="stat-figure" className={cn("min-w-0 whitespace-nowrap", className)}>
      {value ?? <Skeleton className={skeletonClassName} aria-label="Carregando" />}
    </dd>
  );
}
