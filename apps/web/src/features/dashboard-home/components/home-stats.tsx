import { FileSignature, FolderKanban, Percent, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { HOME_STAT_TEXTS } from "@alicerce/shared/portfolio";
import { StatCard } from "@/components/stat-card";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";
import { useHomeSummary } from "@/api/portfolio/get-home-summary";

/**
 * The four stat cards of the home (docs/product/dashboard.md#stat-cards), computed by the server for
 * this user's type from the database. Columns follow the room the section has (a container query),
 * so a platform-wide amount is never cut beside the sidebar.
 */
export function HomeStats() {
  const { data, isPending, isError, refetch } = useHomeSummary();
  return (
    <section aria-labelledby="seus-numeros" className="@container grid gap-4">
      <h2 id="seus-numeros" className="sr-only">
        Seus números
      </h2>
      {isPending ? (
        <div role="status" aria-live="polite" className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-4">
          <span className="sr-only">Carregando seus números...</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} aria-hidden="true" className="h-28 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadError title="Não foi possível carregar seus números." onRetry={refetch} compact />
      ) : (
        <ul className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-4">
          <StatCard
            icon={FolderKanban}
            {...HOME_STAT_TEXTS[data.perspective].activeProjects}
            value={data.active_projects.toLocaleString("pt-BR")}
          />
          <StatCard icon={Wallet} {...HOME_STAT_TEXTS[data.perspective].amount} value={formatBRL(data.amount)} />
          <StatCard
            icon={Percent}
            {...HOME_STAT_TEXTS[data.perspective].averageRoi}
            value={formatPercent(data.average_roi)}
          />
          <StatCard
            icon={FileSignature}
            {...HOME_STAT_TEXTS[data.perspective].contracts}
            value={data.contracts.toLocaleString("pt-BR")}
          />
        </ul>
      )}
    </section>
  );
}
