import { PDFDocument } from "pdf-lib";
import { formatBRL, maskCpf } from "@alicerce/shared/brazilian";
import { DISTRIBUTION_KIND_LABELS } from "@alicerce/shared/schemas/distributions";
import { formatIsoDay } from "@alicerce/shared/signatures";
import { GREY, NAVY, PdfSheet } from "../../lib/pdf-sheet.ts";
import type { IncomeStatement, StatementInvestment } from "./income-statement.ts";

const day = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

function situation(i: StatementInvestment): string {
  if (i.status === "withdrawn") return i.ended_at ? `Desistência em ${day(i.ended_at)}` : "Desistência";
  if (i.status === "cancelled") return i.ended_at ? `Cancelado em ${day(i.ended_at)}` : "Cancelado";
  return "Ativo";
}

/** "Fonte pagadora" lines, one per project: the SCP by its ostensive partner's name and CPF or CNPJ. */
function payingSources(shares: IncomeStatement["distributions"]): string[] {
  const lines = new Map<string, string>();
  for (const d of shares) {
    const document = d.payer_document ? formatDocument(d.payer_document) : "documento não informado";
    lines.set(
      d.project_title,
      `${d.project_title} — Fonte pagadora: SCP, sócio ostensivo ${d.payer_name}, ${document}`,
    );
  }
  return [...lines.values()];
}

const formatDocument = (digits: string) =>
  digits.length === 14
    ? `CNPJ ${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
    : `CPF ${maskCpf(digits)}`;

/**
 * The informe de rendimentos as a PDF (docs/product/investments.md#income-statement): who, which
 * year, every commitment of the year, the position at its end and the totals, in pt-BR and BRL.
 */
export async function buildIncomeStatementPdf(s: IncomeStatement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Informe de Rendimentos ${s.year} — ${s.investor.name}`);
  doc.setAuthor("Alicerce");
  doc.setLanguage("pt-BR");
  const sheet = await PdfSheet.on(doc);
  const WIDTH = sheet.width;
  const asOf = s.year_closed ? `31/12/${s.year}` : day(s.as_of);

  sheet.line("ALICERCE · INFORME DE RENDIMENTOS", { size: 9, bold: true, color: GREY, gap: 6 });
  sheet.line(`Informe de Rendimentos — Ano-calendário ${s.year}`, { size: 18, bold: true, color: NAVY, gap: 4 });
  sheet.line(
    s.year_closed
      ? "Participações em Sociedades em Conta de Participação (SCP) por meio da plataforma Alicerce."
      : `Ano em curso: posição em ${asOf}, sujeita a alterações até o fim do ano.`,
    { color: GREY, gap: 8 },
  );

  sheet.heading("Investidor");
  sheet.line(`Nome: ${s.investor.name}`);
  sheet.line(`CPF: ${s.investor.cpf ? maskCpf(s.investor.cpf) : "não informado"}`);
  sheet.line(`E-mail: ${s.investor.email}`);

  sheet.heading(`Investimentos realizados em ${s.year}`);
  if (s.investments.length === 0) sheet.line("Nenhum investimento realizado neste ano.", { color: GREY });
  else
    sheet.table(
      [
        { title: "Data", width: 62 },
        { title: "Projeto", width: WIDTH - 62 - 130 - 95 },
        { title: "Situação", width: 130 },
        { title: "Valor", width: 95, align: "right" },
      ],
      s.investments.map((i) => [
        day(i.created_at),
        `${i.project_title} (${i.location})`,
        situation(i),
        formatBRL(i.amount),
      ]),
      ["", "Total investido no ano", "", formatBRL(s.totals.invested)],
    );

  sheet.heading(`Posição em ${asOf}`);
  if (s.position.length === 0) sheet.line("Nenhuma participação ativa nesta data.", { color: GREY });
  else
    sheet.table(
      [
        { title: "Projeto", width: WIDTH - 110 - 95 },
        { title: "Local", width: 110 },
        { title: "Saldo aplicado", width: 95, align: "right" },
      ],
      s.position.map((p) => [p.project_title, p.location, formatBRL(p.amount)]),
      ["Total", "", formatBRL(s.totals.position)],
    );

  sheet.heading(`Rendimentos e amortizações recebidos em ${s.year}`);
  if (s.distributions.length === 0) sheet.line("Nenhuma distribuição recebida neste ano.", { color: GREY });
  else {
    // Each payment with its gross, the income tax its paying source withheld and the net (decision 115).
    sheet.table(
      [
        { title: "Pagamento", width: 66 },
        { title: "Projeto", width: WIDTH - 66 - 76 - 3 * 70 },
        { title: "Tipo", width: 76 },
        { title: "Bruto", width: 70, align: "right" },
        { title: "IR retido", width: 70, align: "right" },
        { title: "Líquido", width: 70, align: "right" },
      ],
      s.distributions.map((d) => [
        formatIsoDay(d.paid_on),
        d.project_title,
        DISTRIBUTION_KIND_LABELS[d.kind],
        formatBRL(d.cents / 100),
        formatBRL(d.tax_cents / 100),
        formatBRL(d.net_cents / 100),
      ]),
      [
        "",
        "Total recebido no ano",
        "",
        formatBRL(s.totals.income + s.totals.amortization),
        formatBRL(s.totals.tax_withheld),
        formatBRL(s.totals.income + s.totals.amortization - s.totals.tax_withheld),
      ],
    );
    sheet.line("Fonte pagadora de cada projeto: a SCP, por seu sócio ostensivo.", { size: 9, color: GREY });
    for (const source of payingSources(s.distributions)) sheet.line(source, { size: 9 });
  }

  sheet.heading("Resumo do ano");
  sheet.line(`Total investido no ano: ${formatBRL(s.totals.invested)}`);
  sheet.line(`Valores devolvidos no ano (desistências e captações canceladas): ${formatBRL(s.totals.returned)}`);
  sheet.line(`Saldo aplicado em ${asOf}: ${formatBRL(s.totals.position)}`);
  sheet.line(`Rendimentos recebidos no ano: ${formatBRL(s.totals.income)}`);
  sheet.line(`Amortizações recebidas no ano (capital devolvido): ${formatBRL(s.totals.amortization)}`);
  sheet.line(`Imposto de renda retido no ano: ${formatBRL(s.totals.tax_withheld)}`);

  sheet.heading("Observações");
  sheet.line("Os valores são os registrados na plataforma Alicerce, em reais (BRL).", { size: 8.5, color: GREY });
  sheet.line("Este informe não substitui os documentos emitidos pelo sócio ostensivo de cada SCP.", {
    size: 8.5,
    color: GREY,
  });
  sheet.line(
    `Documento gerado em ${s.issued_at.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })} pela plataforma Alicerce.`,
    { size: 8.5, color: GREY },
  );
  return doc.save();
}
