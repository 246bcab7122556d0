import { Users } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PAYMENT_STATUS_LABELS } from "@alicerce/shared/schemas/payments";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionLoading } from "@/components/section-status";
import { QueryStates } from "@/components/list/query-states";
import { formatDate } from "@/lib/format";
import { useProjectInvestments } from "@/api/investments/get-project-investments";
import { INVESTMENT_STATUS_LABELS } from "./texts";

/** The creator's view of the commitments (GET /api/projects/:id/investments). */
export function InvestorsSection({ projectId }: { projectId: string }) {
  const query = useProjectInvestments(projectId, true);
  const data = query.data;
  const active = data?.filter((i) => i.status === "active") ?? [];
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Investidores
        </CardTitle>
        {data && data.length > 0 && (
          <CardDescription>
            {active.length} {active.length === 1 ? "compromisso ativo" : "compromissos ativos"} ·{" "}
            {formatBRL(active.reduce((sum, i) => sum + i.amount, 0))}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando investidores..." />}
          errorTitle="Não foi possível carregar os investidores."
          compact
          isEmpty={(investments) => investments.length === 0}
          empty={<p className="text-sm text-muted-foreground">Nenhum investimento até agora.</p>}
        >
          {(investments) => (
            <ul className="divide-y">
              {investments.map((investment) => (
                <li key={investment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="grid min-w-0">
                    <span className="truncate font-medium">{investment.investor_name}</span>
                    <span className="text-xs text-muted-foreground">{formatDate(investment.created_at)}</span>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-semibold tabular-nums">{formatBRL(investment.amount)}</span>
                    <Badge variant={investment.status === "active" ? "secondary" : "outline"}>
                      {INVESTMENT_STATUS_LABELS[investment.status]}
                    </Badge>
                    {/* Where the commitment's Pix stands (decision 107): the creator sees paid apart from awaited. */}
                    {investment.payment && (
                      <Badge variant="outline">{PAYMENT_STATUS_LABELS[investment.payment.status]}</Badge>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
