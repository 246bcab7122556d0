import {
  RECONCILIATION_ACTION_LABELS,
  RECONCILIATION_TRAIL_KIND_LABELS,
  type ReconciliationReport,
} from "@alicerce/shared/schemas/payments-reconciliation";

/** Reais with a decimal comma and no thousands separator, as a pt-BR spreadsheet reads a number. */
const reais = (amount: number) => amount.toFixed(2).replace(".", ",");

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an apostrophe so a
 * spreadsheet never runs text as a formula (the same rule as the distribution shares' export).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });

const kindLabel = (kind: string) => RECONCILIATION_TRAIL_KIND_LABELS[kind] ?? kind;

/**
 * The day's reconciliation as CSV (docs/product/payments.md#conciliacao-mesa-do-admin): ";" separated with
 * decimal commas and a BOM, as the other exports. First the PSP against the ledger, then every difference of
 * the day with what was decided about it, then the day's resolutions of differences no longer open.
 */
export function reconciliationCsv(report: ReconciliationReport): { name: string; body: Buffer } {
  const movementRow = (label: string, key: "received" | "refunded" | "paid_out") =>
    [
      cell(label),
      String(report.psp[key].count),
      reais(report.psp[key].amount),
      String(report.ledger[key].count),
      reais(report.ledger[key].amount),
      reais(report.psp[key].amount - report.ledger[key].amount),
    ].join(";");
  const shown = new Set(report.differences.map((difference) => difference.key));
  const lines = [
    [cell("Conciliação do dia"), cell(report.day), cell("Projeto"), cell(report.project_id ?? "Todos")].join(";"),
    ["Movimento", "PSP (qtd.)", "PSP (R$)", "Livro-razão (qtd.)", "Livro-razão (R$)", "Diferença (R$)"]
      .map(cell)
      .join(";"),
    movementRow("Pix recebidos", "received"),
    movementRow("Devoluções", "refunded"),
    movementRow("Repasses", "paid_out"),
    [
      cell("Linhas do extrato"),
      String(report.statement.lines),
      cell("Conciliadas"),
      String(report.statement.matched),
    ].join(";"),
    "",
    [
      "Diferença",
      "Referência",
      "Data e hora",
      "Valor (R$)",
      "Descrição",
      "Situação",
      "Ação",
      "Motivo",
      "Resolvida por",
      "Resolvida em",
    ]
      .map(cell)
      .join(";"),
    ...report.differences.map((difference) =>
      [
        cell(kindLabel(difference.kind)),
        cell(difference.reference),
        cell(when(difference.occurred_at)),
        reais(difference.amount),
        cell(difference.description),
        cell(difference.resolution ? "Resolvida" : "Em aberto"),
        cell(difference.resolution ? RECONCILIATION_ACTION_LABELS[difference.resolution.action] : ""),
        cell(difference.resolution?.reason ?? ""),
        cell(difference.resolution?.resolved_by.name ?? ""),
        cell(difference.resolution ? when(difference.resolution.created_at) : ""),
      ].join(";"),
    ),
    ...report.resolutions
      .filter((resolution) => !shown.has(resolution.difference_key))
      .map((resolution) =>
        [
          cell(kindLabel(resolution.kind)),
          cell(resolution.difference_key),
          "",
          reais(resolution.amount),
          "",
          cell("Resolvida"),
          cell(RECONCILIATION_ACTION_LABELS[resolution.action]),
          cell(resolution.reason),
          cell(resolution.resolved_by.name),
          cell(when(resolution.created_at)),
        ].join(";"),
      ),
  ];
  const project = report.project_id ? `-${report.project_id.slice(0, 8)}` : "";
  return {
    name: `conciliacao-${report.day}${project}.csv`,
    body: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
  };
}
