import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DateInput } from "@/components/ui/date-input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { QueryStates } from "@/components/list/query-states";
import { SandboxNotice } from "@/features/payments";
import { reconciliationCsvUrl, useEscrowBalance, useReconciliation } from "@/api/reconciliation/reads";
import { FailedJobs } from "./failed-jobs";
import { DifferenceList, ResolutionList } from "./reconciliation-differences";
import { BalanceCard, MovementTable } from "./reconciliation-summary";
import { todayInSaoPaulo } from "./reconciliation-texts";
import { StatementImport } from "./statement-import";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * "Conciliação" (docs/product/payments.md#conciliacao-mesa-do-admin): a São Paulo day (?dia=, today by
 * default) and optionally one project (?projeto=): the escrow balance, the PSP beside the ledger, every
 * difference with its action and reason, the day's resolutions, the failed payment jobs, the statement import
 * and the day's CSV. Loaded only when the tab is opened.
 */
export function ReconciliationTab() {
  const [params, setParams] = useSearchParams();
  const dayId = useId();
  const asked = params.get("dia") ?? "";
  const day = DAY.test(asked) ? asked : todayInSaoPaulo();
  const projectId = params.get("projeto") ?? undefined;
  const report = useReconciliation(day, projectId);
  const balance = useEscrowBalance();
  const setDay = (next: string) => {
    if (!DAY.test(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("dia", next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby="admin-reconciliation-title" className="grid gap-4">
      <h2 id="admin-reconciliation-title" className="sr-only">
        Conciliação
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={dayId}>Dia (horário de Brasília)</Label>
          <DateInput id={dayId} value={day} onChange={setDay} calendarLabel="Escolher o dia no calendário" />
        </div>
        <Button asChild variant="outline">
          <a href={reconciliationCsvUrl(day, projectId)} download>
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </div>
      <QueryStates
        query={balance}
        pending={<Skeleton className="h-24 w-full" />}
        errorTitle="Não foi possível carregar o saldo da conta de custódia."
        compact
      >
        {(data) => (
          <>
            {data.sandbox && <SandboxNotice />}
            <BalanceCard balance={data} />
          </>
        )}
      </QueryStates>
      <QueryStates
        query={report}
        pending={<Skeleton className="h-64 w-full" />}
        errorTitle="Não foi possível carregar a conciliação do dia."
      >
        {(data) => (
          <>
            <MovementTable report={data} />
            <Section title="Diferenças">
              <DifferenceList day={day} differences={data.differences} />
            </Section>
            <Section title="Resoluções do dia">
              <ResolutionList resolutions={data.resolutions} />
            </Section>
          </>
        )}
      </QueryStates>
      <Section title="Tarefas de pagamento com falha">
        <FailedJobs />
      </Section>
      <Section title="Importar extrato">
        <StatementImport />
      </Section>
    </section>
  );
}
