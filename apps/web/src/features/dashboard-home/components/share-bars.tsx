import { formatBRL } from "@alicerce/shared/brazilian";
import { formatPercent } from "@/lib/format";

export type ShareBar = { key: string; label: string; value: number; total: number; detail: string };

/**
 * Labelled horizontal bars, one per row: the text says the figures, the bar shows the share
 * (docs/product/dashboard.md#charts). Used for money by project type and for raised against target.
 */
export function ShareBars({ caption, bars }: { caption: string; bars: ShareBar[] }) {
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm font-medium">{caption}</figcaption>
      <ul className="grid gap-3">
        {bars.map((bar) => {
          const share = bar.total > 0 ? Math.min(100, (bar.value / bar.total) * 100) : 0;
          return (
            <li key={bar.key} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="min-w-0 truncate font-medium">{bar.label}</span>
                <span className="text-muted-foreground tabular-nums">{bar.detail}</span>
              </div>
              <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-primary/15">
                <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

export const shareDetail = (value: number, total: number) =>
  `${formatBRL(value)} (${formatPercent(total > 0 ? (value / total) * 100 : 0)})`;
