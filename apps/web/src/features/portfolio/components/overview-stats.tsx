import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";

export type OverviewStat = { icon: LucideIcon; label: string; value: string; hint?: string };

/** The overview's figure cards; columns by the room the tab has (a container query). */
export function OverviewStats({ stats, label }: { stats: OverviewStat[]; label: string }) {
  return (
    <div className="@container">
      <ul aria-label={label} className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-4">
        {stats.map(({ icon: Icon, label: title, value, hint }) => (
          <li key={title}>
            <Card className="h-full gap-2 px-5 py-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              </div>
              <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
              {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
