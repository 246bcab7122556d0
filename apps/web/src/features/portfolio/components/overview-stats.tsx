import type { LucideIcon } from "lucide-react";
import { StatCard } from "@/components/stat-card";

export type OverviewStat = { icon: LucideIcon; label: string; value: string; hint?: string };

/** The overview's figure cards; columns by the room the tab has (a container query). */
export function OverviewStats({ stats, label }: { stats: OverviewStat[]; label: string }) {
  return (
    <div className="@container">
      <ul aria-label={label} className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-4">
        {stats.map(({ icon, label: title, value, hint }) => (
          <StatCard key={title} icon={icon} label={title} value={value} hint={hint} />
        ))}
      </ul>
    </div>
  );
}
