import { useState } from "react";
import { Link } from "react-router";
import { formatBRL } from "@alicerce/shared/brazilian";
import { appPaths, appRoutes } from "@alicerce/shared/routes";
import {
  DISTRIBUTION_KIND_LABELS,
  SHARE_NEEDS_PIX_KEY,
  SHARE_PAYMENT_STATUS_LABELS,
} from "@alicerce/shared/schemas/distributions";
import { Badge } from "@/components/ui/badge";
import { QueryStates } from "@/components/list/query-states";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useReceivedDistributions } from "@/api/distributions/received-distributions";
import { DistributionsLoading } from "./query-states";

/**
 * The investor's "Distribuições recebidas" in Minha Conta: totals per year, then each payment with its
 * gross, the income tax withheld, the net and how far its Pix got (docs/product/payments.md#distribuicoes-pagas).
 */
export function ReceivedDistributionsCard() {
  const [page, setPage] = useState(1);
  const query = useReceivedDistributions(page);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Distribuições recebidas
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={<DistributionsLoading />}
          pagination={{ label: "Páginas das distribuições recebidas", page, onPageChange: setPage }}
          errorTitle="Não foi possível carregar as distribuições."
          isEmpty={(data) => data.total === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              Você ainda não recebeu rendimentos nem amortizações. Eles aparecem aqui quando um projeto em que você
              investiu paga uma distribuição.
            </p>
          }
        >
          {(data) => (
            <>
              {/* Gross, tax and net side by side: on a phone the table scrolls instead of widening the page. */}
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Totais recebidos por ano</caption>
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      <th scope="col" className="py-1 font-medium">
                        Ano
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Rendimentos
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Amortizações
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        IR retido
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.by_year.map((y) => (
                      <tr key={y.year} className="border-t">
                        <th scope="row" className="py-1.5 text-left font-medium">
                          {y.year}
                        </th>
                        <td className="py-1.5 text-right tabular-nums">{formatBRL(y.income)}</td>
                        <td className="py-1.5 text-right tabular-nums">{formatBRL(y.amortization)}</td>
                        <td className="py-1.5 text-right tabular-nums">{formatBRL(y.tax)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="divide-y" aria-label="Pagamentos recebidos">
                {data.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="grid min-w-0 gap-0.5">
                      <Link to={appPaths.project(item.project_id)} className="truncate font-medium hover:underline">
                        {item.project_title}
                      </Link>
                      <span className="text-sm text-muted-foreground">
                        {DISTRIBUTION_KIND_LABELS[item.kind]} · {formatDate(item.paid_on)}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        Bruto {formatBRL(item.amount)} · IR retido {formatBRL(item.tax)}
                      </span>
                      {item.status === "awaiting_key" && (
                        <Link
                          to={`${appRoutes.profile}?aba=recebimentos`}
                          className="text-sm text-primary underline-offset-4 hover:underline"
                        >
                          {SHARE_NEEDS_PIX_KEY}
                        </Link>
                      )}
                    </div>
                    <div className="grid justify-items-end gap-1">
                      <span className="font-semibold tabular-nums">Líquido {formatBRL(item.net)}</span>
                      <Badge variant={item.status === "paid" ? "secondary" : "outline"}>
                        {SHARE_PAYMENT_STATUS_LABELS[item.status]}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
