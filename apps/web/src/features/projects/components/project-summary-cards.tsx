import { Building2, HandCoins, Percent, Wallet, type LucideIcon } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { ProjectSummary } from "@alicerce/shared/schemas/projects";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";

/** docs/product/projects.md#project-list: total, in fundraising, total volume and average ROI, for the filters applied. */
export function ProjectSummaryCards({ summary }: { summary: ProjectSummary | undefined }) {
  const cards: { label: string; value: string | undefined; icon: LucideIcon }[] = [
    { label: "Total de Projetos", value: summary && String(summary.total), icon: Building2 },
    { label: "Em Captação", value: summary && String(summary.fundraising), icon: HandCoins },
    { label: "Volume Total", value: summary && formatBRL(summary.total_volume), icon: Wallet },
    { label: "ROI Médio", value: summary && formatPercent(summary.average_roi), icon: Percent },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        // A row on phones (label left, figure right), a tile from sm up.
        <div
          key={card.label}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm sm:grid sm:justify-stretch sm:gap-1 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <card.icon className="size-4 text-primary" aria-hidden="true" />
            {card.label}
          </dt>
          <dd className="text-lg font-bold whitespace-nowrap tabular-nums sm:text-xl 2xl:text-2xl">
            {card.value ?? <Skeleton className="h-7 w-20" aria-label="Carregando" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
