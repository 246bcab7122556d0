import { Building2, HandCoins, Percent, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { ProjectSummary } from "@alicerce/shared/schemas/projects";
import { SummaryCards } from "@/components/list/summary-cards";
import { formatPercent } from "@/lib/format";

/** docs/product/projects.md#project-list: total, in fundraising, total volume and average ROI, for the filters applied. */
export function ProjectSummaryCards({ summary }: { summary: ProjectSummary | undefined }) {
  return (
    <SummaryCards
      columns="xl:grid-cols-4"
      // Money figures are long: one line each, a size smaller until 2xl.
      valueClassName="text-lg font-bold whitespace-nowrap tabular-nums sm:text-xl 2xl:text-2xl"
      skeletonClassName="h-7 w-20"
      items={[
        { key: "total", label: "Total de Projetos", value: summary && String(summary.total), icon: Building2 },
        { key: "fundraising", label: "Em Captação", value: summary && String(summary.fundraising), icon: HandCoins },
        { key: "volume", label: "Volume Total", value: summary && formatBRL(summary.total_volume), icon: Wallet },
        { key: "roi", label: "ROI Médio", value: summary && formatPercent(summary.average_roi), icon: Percent },
      ]}
    />
  );
}
