import { useId } from "react";
import { Building2, FolderKanban, UsersRound, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import { StatCard } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlatformTotals } from "@/api/admin/get-platform-totals";
import { LoadError } from "@/components/load-error";
import { PlatformFeeCard } from "@/features/payments";
import { countText, typeLabel } from "./texts";

function CountTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  const titleId = useId();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle id={titleId}>{caption}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm" aria-labelledby={titleId}>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              {headers.map((h, i) => (
                <th key={h} scope="col" className={i === 0 ? "py-2 font-medium" : "py-2 text-right font-medium"}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...counts]) => (
              <tr key={label} className="border-b last:border-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {label}
                </th>
                {counts.map((n, i) => (
                  <td key={i} className="py-2 text-right tabular-nums">
                    {typeof n === "number" ? n.toLocaleString("pt-BR") : n}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function Totals({ totals, onShowPendingLegal }: { totals: PlatformTotals; onShowPendingLegal: () => void }) {
  const { users, projects, investments, suppliers } = totals;
  return (
    // Columns by the room the tab has (a container query), not the window's: beside the sidebar at 768 px
    // two cards would cut an amount like "R$ 17.066.000,00" (decision 017).
    <div className="@container grid gap-6">
      <ul aria-label="Totais da plataforma" className="grid gap-4 @lg:grid-cols-2 @6xl:grid-cols-4">
        <StatCard
          icon={UsersRound}
          label="Usuários"
          value={users.total.toLocaleString("pt-BR")}
          hint={
            users.pending_legal > 0 ? (
              <Button variant="link" className="h-auto p-0 text-left whitespace-normal" onClick={onShowPendingLegal}>
                {countText(users.pending_legal, "conta jurídica aguarda", "contas jurídicas aguardam")} verificação
              </Button>
            ) : (
              "Nenhuma conta jurídica aguardando verificação"
            )
          }
        />
        <StatCard
          icon={FolderKanban}
          label="Projetos"
          value={projects.total.toLocaleString("pt-BR")}
          hint={countText(
            projects.by_status.find((s) => s.status === "funding_open")?.total ?? 0,
            "captando agora",
            "captando agora",
          )}
        />
        <StatCard
          icon={Wallet}
          label="Total investido"
          value={formatBRL(investments.total_invested)}
          hint={
            <>
              {formatBRL(investments.confirmed)} confirmados · {formatBRL(investments.in_withdrawal_period)} no prazo de
              desistência
            </>
          }
        />
        <StatCard
          icon={Building2}
          label="Fornecedores"
          value={suppliers.total.toLocaleString("pt-BR")}
          hint={countText(suppliers.verified, "verificado", "verificados")}
        />
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <CountTable
          caption="Usuários por tipo"
          headers={["Tipo", "Total", "Verificados"]}
          rows={users.by_type.map((r) => [typeLabel(r.type), r.total, r.verified])}
        />
        <CountTable
          caption="Projetos por status"
          headers={["Status", "Projetos"]}
          rows={projects.by_status.map((r) => [PROJECT_STATUS_LABELS[r.status], r.total])}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Total investido: compromissos ativos de {countText(investments.investors, "investidor", "investidores")} (
        {countText(investments.commitments, "compromisso", "compromissos")}); desistências e captações canceladas não
        contam.
      </p>
    </div>
  );
}

/** "Visão geral": the platform's totals as cards and tables. */
export function OverviewTab({ onShowPendingLegal }: { onShowPendingLegal: () => void }) {
  const query = usePlatformTotals();
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Carregando...</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="Não foi possível carregar os totais." error={query.error} onRetry={() => query.refetch()} />
    );
  }
  return (
    <div className="grid gap-4">
      <Totals totals={query.data} onShowPendingLegal={onShowPendingLegal} />
      <PlatformFeeCard />
    </div>
  );
}
