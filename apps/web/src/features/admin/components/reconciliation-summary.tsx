import { useId } from "react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { EscrowBalance, ReconciliationReport } from "@alicerce/shared/schemas/payments-reconciliation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dateTime } from "./reconciliation-texts";

const ROWS = [
  ["received", "Pix recebidos"],
  ["refunded", "Devoluções"],
  ["paid_out", "Repasses"],
] as const;

/** The day's movements: what the PSP says beside what the ledger's escrow account says. */
export function MovementTable({ report }: { report: ReconciliationReport }) {
  const titleId = useId();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle id={titleId}>PSP × livro-razão</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={titleId}>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Movimento
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                PSP
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Livro-razão
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key} className="border-b last:border-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {label}
                </th>
                <td className="py-2 text-right tabular-nums">
                  {report.psp[key].count} · {formatBRL(report.psp[key].amount)}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {report.ledger[key].count} · {formatBRL(report.ledger[key].amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-muted-foreground">
          Extrato do dia: {report.statement.lines} {report.statement.lines === 1 ? "linha" : "linhas"},{" "}
          {report.statement.matched} conciliada{report.statement.matched === 1 ? "" : "s"}.
        </p>
      </CardContent>
    </Card>
  );
}

/** The escrow account's money: the ledger's balance beside the bank's last statement, and the difference. */
export function BalanceCard({ balance }: { balance: EscrowBalance }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle>Saldo da conta de custódia</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>
          Livro-razão: <strong className="tabular-nums">{formatBRL(balance.ledger)}</strong>
        </p>
        {balance.bank ? (
          <>
            <p>
              Extrato do banco em {dateTime(balance.bank.at)}:{" "}
              <strong className="tabular-nums">{formatBRL(balance.bank.amount)}</strong> (livro-razão no mesmo instante:{" "}
              {formatBRL(balance.bank.ledger_at_same_time)})
            </p>
            <p className={balance.bank.difference === 0 ? "text-muted-foreground" : "font-medium text-destructive"}>
              {balance.bank.difference === 0
                ? "Sem diferença entre o banco e o livro-razão."
                : `Diferença: ${balance.bank.difference < 0 ? "− " : ""}${formatBRL(Math.abs(balance.bank.difference))}`}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">Nenhum extrato com saldo importado ainda.</p>
        )}
      </CardContent>
    </Card>
  );
}
