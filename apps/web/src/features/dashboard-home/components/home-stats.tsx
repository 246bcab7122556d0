import { FileSignature, FolderKanban, Percent, Wallet, type LucideIcon } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { HOME_STAT_TEXTS } from "@alicerce/shared/portfolio";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";
import { useHomeSummary } from "@/api/portfolio/get-home-summary";

function Stat({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint: string }) {
  return (
    <li>
      <Card className="h-full gap-2 px-5 py-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        </div>
        <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </Card>
    </li>
  );
}

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
          <Stat
            icon={FolderKanban}
            {...HOME_STAT_TEXTS[data.perspective].activeProjects}
            value={data.active_projects.toLocaleString("pt-BR")}
          />
          <Stat icon={Wallet} {...HOME_STAT_TEXTS[data.perspective].amount} value={formatBRL(data.amount)} />
          <Stat
            icon={Percent}
            {...HOME_STAT_TEXTS[data.perspective].averageRoi}
            value={formatPercent(data.average_roi)}
          />
          <Stat
            icon={FileSignature}
            {...HOME_STAT_TEXTS[data.perspective].contracts}
            value={data.contracts.toLocaleString("pt-BR")}
          />
        </ul>
      )}
    </section>
  );
}
