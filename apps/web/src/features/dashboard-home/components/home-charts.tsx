import { Link } from "react-router";
import { BarChart3 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PROJECT_TYPE_LABELS } from "@alicerce/shared/projects";
import { appRoutes } from "@alicerce/shared/routes";
import type { HomeCharts as Charts } from "@alicerce/shared/schemas/portfolio";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";
import { useHomeCharts } from "@/api/portfolio/get-home-charts";
import { InvestedByMonthChart } from "./invested-by-month-chart";
import { ShareBars, shareDetail } from "./share-bars";

function InvestorCharts({
  byMonth,
  byType,
}: {
  byMonth: NonNullable<Charts["invested_by_month"]>;
  byType: NonNullable<Charts["invested_by_type"]>;
}) {
  const total = byType.reduce((sum, t) => sum + t.amount, 0);
  if (total === 0) {
    return (
      <EmptyState
        icon={BarChart3}
        title="Você ainda não tem investimentos ativos."
        description="Os gráficos mostram seus investimentos por mês e por tipo de projeto assim que você investir."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={appRoutes.projects}>Ver projetos</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <InvestedByMonthChart months={byMonth} />
      <ShareBars
        caption="Por tipo de projeto"
        bars={byType.map((t) => ({
          key: t.project_type,
          label: PROJECT_TYPE_LABELS[t.project_type],
          value: t.amount,
          total,
          detail: shareDetail(t.amount, total),
        }))}
      />
    </div>
  );
}

function CreatorChart({ projects }: { projects: NonNullable<Charts["raised_by_project"]> }) {
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={BarChart3}
        title="Nenhum projeto com meta de captação ainda."
        description="Projetos de investimento aprovados aparecem aqui com o valor captado e a meta."
      />
    );
  }
  return (
    <ShareBars
      caption="Captado x meta por projeto"
      bars={projects.map((p) => ({
        key: p.id,
        label: p.title,
        value: p.raised,
        total: p.target,
        detail: `${formatBRL(p.raised)} de ${formatBRL(p.target)} (${formatPercent(p.target > 0 ? (p.raised / p.target) * 100 : 0)})`,
      }))}
    />
  );
}

/**
 * The home's chart (docs/product/dashboard.md#charts): an investor's money by month and by project
 * type, a creator's raise against target per project. Other account types have none: nothing shows.
 */
export function HomeCharts() {
  const { data, isPending, isError, refetch } = useHomeCharts();
  if (!isPending && !isError && !data.invested_by_month && !data.raised_by_project) return null;
  const title = data?.raised_by_project ? "Captação dos seus projetos" : "Seus investimentos";
  return (
    <section aria-labelledby="graficos">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} id="graficos" className="text-lg">
            {isPending ? "Gráficos" : title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <div role="status" aria-live="polite">
              <span className="sr-only">Carregando gráficos...</span>
              <Skeleton aria-hidden="true" className="h-48 rounded-xl" />
            </div>
          ) : isError ? (
            <LoadError title="Não foi possível carregar os gráficos." onRetry={refetch} compact />
          ) : data.raised_by_project ? (
            <CreatorChart projects={data.raised_by_project} />
          ) : (
            <InvestorCharts byMonth={data.invested_by_month ?? []} byType={data.invested_by_type ?? []} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
