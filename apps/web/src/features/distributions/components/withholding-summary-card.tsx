import { useState } from "react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { QueryStates } from "@/components/list/query-states";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useWithholdingSummary } from "@/api/distributions/project-distributions";
import { DistributionsLoading } from "./query-states";

/**
 * The creator's month of income tax withheld from the project's distributions
 * (docs/product/payments.md#distribuicoes-pagas): what the SCP pays by DARF, code, base, total and each
 * investor's line. A month with nothing withheld says so.
 */
export function WithholdingSummaryCard({ projectId }: { projectId: string }) {
  const [month, setMonth] = useState(() => todayInSaoPaulo().slice(0, 7));
  const query = useWithholdingSummary(projectId, month);
  return (
    <section aria-labelledby="withholding-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="withholding-title" className="font-semibold">
          IR retido nas distribuições
        </h3>
        <div className="grid gap-1">
          <Label htmlFor="withholding-month">Mês</Label>
          <Input
            id="withholding-month"
            type="month"
            value={month}
            onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
            className="w-44"
          />
        </div>
      </div>
      <QueryStates
        query={query}
        pending={<DistributionsLoading />}
        errorTitle="Não foi possível carregar as retenções."
        compact
        isEmpty={(summary) => summary.payments === 0}
        empty={<p className="text-sm text-muted-foreground">Nenhum rendimento pago neste mês.</p>}
      >
        {(summary) => (
          <>
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Código do DARF</dt>
                <dd className="font-semibold">{summary.darf_code}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Rendimentos pagos</dt>
                <dd className="font-semibold tabular-nums">{formatBRL(summary.base)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">IR retido a recolher</dt>
                <dd className="font-semibold tabular-nums">{formatBRL(summary.tax)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">
              Fonte pagadora: a SCP do projeto, por seu sócio ostensivo {summary.payer_name}
              {summary.payer_document ? ` (${summary.payer_document})` : ""}. O DARF vence no mês seguinte ao pagamento.
            </p>
            <table className="w-full text-sm">
              <caption className="sr-only">IR retido por investidor</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    Investidor
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Bruto
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    IR retido
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Líquido
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.investors.map((i) => (
                  <tr key={`${i.name}-${i.cpf ?? ""}`} className="border-t">
                    <th scope="row" className="py-1.5 text-left font-medium">
                      {i.name}
                      {i.cpf && <span className="block text-xs font-normal text-muted-foreground">{i.cpf}</span>}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{formatBRL(i.gross)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatBRL(i.tax)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatBRL(i.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryStates>
    </section>
  );
}
