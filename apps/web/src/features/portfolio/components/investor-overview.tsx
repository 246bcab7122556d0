import { Link } from "react-router";
import { ListChecks, TrendingUp, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { appPaths, appRoutes } from "@alicerce/shared/routes";
import type { InvestorOverview as Overview, PortfolioInvestment } from "@alicerce/shared/schemas/portfolio";
import { ConfirmAction } from "@/components/confirm-action";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { formatDate, formatPercent } from "@/lib/format";
import { useWithdrawInvestment } from "@/api/investments/withdraw-investment";
import { ReceivedDistributionsCard } from "@/features/distributions";
import { INVESTMENT_STATUS_LABELS } from "@/features/investments";
import { IncomeStatementDownload } from "./income-statement-download";
import { OverviewStats } from "./overview-stats";

function InvestmentRow({ investment }: { investment: PortfolioInvestment }) {
  const withdraw = useWithdrawInvestment();
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <Link to={appPaths.project(investment.project_id)} className="truncate font-medium hover:underline">
          {investment.project_title}
        </Link>
        <p className="text-sm text-muted-foreground">
          Em {formatDate(investment.created_at)} · ROI {formatPercent(investment.roi)}
          {investment.can_withdraw && ` · desistência possível até ${formatDate(investment.withdrawable_until)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">{formatBRL(investment.amount)}</span>
        <Badge variant={investment.status === "active" ? "secondary" : "outline"}>
          {INVESTMENT_STATUS_LABELS[investment.status]}
        </Badge>
        {investment.can_withdraw && (
          <ConfirmAction
            layout="inline"
            label="Desistir"
            accessibleLabel={`Desistir do investimento em ${investment.project_title}`}
            title="Desistir deste investimento?"
            description={`O valor de ${formatBRL(investment.amount)} será devolvido integralmente. Essa ação não pode ser desfeita.`}
            confirmLabel="Desistir do investimento"
            destructive
            pending={withdraw.isPending}
            onConfirm={() =>
              whenDone(withdraw.mutateAsync(investment.id), () =>
                toast({
                  title: "Desistência registrada",
                  description: `O valor de ${formatBRL(investment.amount)} será devolvido integralmente.`,
                }),
              )
            }
          />
        )}
      </div>
    </li>
  );
}

/** An investor's overview: totals, every commitment with the 5-day withdrawal, and the income statement. */
export function InvestorOverview({ overview }: { overview: Overview }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <OverviewStats
        label="Resumo dos seus investimentos"
        stats={[
          {
            icon: Wallet,
            label: "Total investido",
            value: formatBRL(overview.total_invested),
            hint: "Compromissos ativos",
          },
          {
            icon: TrendingUp,
            label: "Retorno esperado",
            value: formatBRL(overview.expected_return),
            hint: "Pelo ROI anunciado de cada projeto",
          },
          {
            icon: ListChecks,
            label: "Investimentos ativos",
            value: overview.active_investments.toLocaleString("pt-BR"),
          },
        ]}
      />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="text-lg">
            Seus investimentos
          </CardTitle>
        </CardHeader>
        <CardContent>
          {overview.investments.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Você ainda não investiu.{" "}
              <Link to={appRoutes.projects} className="text-primary underline-offset-4 hover:underline">
                Ver projetos em captação
              </Link>
            </p>
          ) : (
            <ul className="divide-y">
              {overview.investments.map((i) => (
                <InvestmentRow key={i.id} investment={i} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ReceivedDistributionsCard />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="text-lg">
            Informe de rendimentos
          </CardTitle>
        </CardHeader>
        <CardContent>
          <IncomeStatementDownload years={overview.statement_years} />
        </CardContent>
      </Card>
    </div>
  );
}
