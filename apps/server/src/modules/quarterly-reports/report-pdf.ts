import { PDFDocument } from "pdf-lib";
import { formatBRL } from "@alicerce/shared/brazilian";
import { DOCUMENT_CATEGORY_LABELS } from "@alicerce/shared/documents";
import { PHASE_STATUS_LABELS, PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import { quarterDays, quarterLabel } from "@alicerce/shared/quarters";
import { isOverBudget } from "@alicerce/shared/schemas/budget";
import { DISTRIBUTION_KIND_LABELS } from "@alicerce/shared/schemas/distributions";
import { formatIsoDay } from "@alicerce/shared/signatures";
import { GREY, NAVY, PdfSheet } from "../../lib/pdf-sheet.ts";
import type { QuarterReportData } from "./report-data.ts";

/** The title the report carries, in the PDF and in the e-mail. */
export const reportTitle = (r: Pick<QuarterReportData, "quarter" | "project">) =>
  `Relatório trimestral — ${quarterLabel(r.quarter)} — ${r.project.title}`;

/**
 * The quarterly report as a PDF (docs/product/quarterly-reports.md): the project's position, each
 * phase, budget against actual, the diary, the distributions paid and the documents added in the quarter, in pt-BR and BRL.
 */
export async function buildQuarterReportPdf(r: QuarterReportData, generatedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(reportTitle(r));
  doc.setAuthor("Alicerce");
  doc.setLanguage("pt-BR");
  const sheet = await PdfSheet.on(doc);
  const days = quarterDays(r.quarter);

  sheet.line("ALICERCE · RELATÓRIO TRIMESTRAL AOS INVESTIDORES", { size: 9, bold: true, color: GREY, gap: 6 });
  sheet.text(r.project.title, { size: 18, bold: true, color: NAVY, gap: 4 });
  sheet.text(`${r.project.city}/${r.project.state} · ${quarterLabel(r.quarter)}`, { size: 11, gap: 2 });
  sheet.text(
    r.final
      ? `Período: ${formatIsoDay(days.first)} a ${formatIsoDay(days.last)}.`
      : `Relatório parcial: de ${formatIsoDay(days.first)} até ${formatIsoDay(r.through)}. O trimestre ainda está em curso.`,
    { color: GREY, gap: 2 },
  );
  // One day for every figure (decision 128): a reader compares the spending with the progress of the same day.
  sheet.text(`Posição em ${formatIsoDay(r.through)}: os números deste relatório são os desse dia.`, {
    bold: true,
    gap: 8,
  });

  sheet.heading("Situação do projeto");
  sheet.line(`Situação: ${PROJECT_STATUS_LABELS[r.project.status]}`);
  sheet.line(`Valor captado: ${formatBRL(r.project.raised)}`);
  sheet.line(`Investidores com compromissos ativos: ${r.investors}`);

  sheet.heading("Andamento por fase");
  if (r.phases.length === 0) sheet.line("O cronograma do projeto não tem fases cadastradas.", { color: GREY });
  else
    sheet.table(
      [
        { title: "Fase", width: sheet.width - 150 - 90 - 60 },
        { title: "Período", width: 150 },
        { title: "Situação", width: 90 },
        { title: "Concluído", width: 60, align: "right" },
      ],
      r.phases.map((p) => [
        p.name,
        p.startDate || p.endDate
          ? `${p.startDate ? formatIsoDay(p.startDate) : "—"} a ${p.endDate ? formatIsoDay(p.endDate) : "—"}`
          : "—",
        PHASE_STATUS_LABELS[p.status],
        `${p.progress}%`,
      ]),
    );
  if (r.phases.length > 0) {
    const overall = Math.round(r.phases.reduce((sum, p) => sum + p.progress, 0) / r.phases.length);
    sheet.line(`Andamento geral: ${overall}% (média das fases).`, { bold: true });
  }

  sheet.heading("Orçamento × realizado");
  const budget = r.phases.reduce((sum, p) => sum + p.budgetCents, 0);
  const spent = r.phases.reduce((sum, p) => sum + p.spentCents, 0);
  if (budget === 0 && spent === 0) sheet.line("Nenhum orçamento ou despesa foi registrado.", { color: GREY });
  else {
    const brl = (cents: number) => formatBRL(cents / 100);
    const flag = (b: number, s: number) => (isOverBudget(b, s) ? "acima de 10%" : "");
    sheet.table(
      [
        { title: "Fase", width: sheet.width - 4 * 85 - 70 },
        { title: "Orçamento", width: 85, align: "right" },
        { title: "Realizado", width: 85, align: "right" },
        { title: "No trimestre", width: 85, align: "right" },
        { title: "Saldo", width: 85, align: "right" },
        { title: "Alerta", width: 70, align: "right" },
      ],
      r.phases.map((p) => [
        p.name,
        brl(p.budgetCents),
        brl(p.spentCents),
        brl(p.spentInQuarterCents),
        brl(p.budgetCents - p.spentCents),
        flag(p.budgetCents, p.spentCents),
      ]),
      [
        "Total",
        brl(budget),
        brl(spent),
        brl(r.phases.reduce((sum, p) => sum + p.spentInQuarterCents, 0)),
        brl(budget - spent),
        flag(budget, spent),
      ],
    );
  }

  sheet.heading("Diário de obra do trimestre");
  if (r.updates.length === 0) sheet.line("Nenhuma atualização foi publicada neste trimestre.", { color: GREY });
  for (const u of r.updates) {
    sheet.text(`${formatIsoDay(u.postedOn)} · ${u.phaseName} · ${u.progress}%`, { bold: true, gap: 0 });
    sheet.text(u.text.length > 600 ? `${u.text.slice(0, 600).trimEnd()}…` : u.text, { gap: 6 });
  }
  if (r.updatesTotal > r.updates.length) {
    sheet.line(`E mais ${r.updatesTotal - r.updates.length} atualizações no Diário de obra do projeto.`, {
      color: GREY,
    });
  }

  sheet.heading("Distribuições do trimestre");
  if (r.distributions.length === 0) sheet.line("Nenhuma distribuição foi paga neste trimestre.", { color: GREY });
  else {
    const total = r.distributions.reduce((sum, d) => sum + d.cents, 0);
    sheet.table(
      [
        { title: "Pagamento", width: 70 },
        { title: "Tipo", width: 100 },
        { title: "Observação", width: sheet.width - 70 - 100 - 100 },
        { title: "Total", width: 100, align: "right" },
      ],
      r.distributions.map((d) => [
        formatIsoDay(d.paidOn),
        DISTRIBUTION_KIND_LABELS[d.kind],
        d.note ?? "",
        formatBRL(d.cents / 100),
      ]),
      ["", "Total", "", formatBRL(total / 100)],
    );
  }

  sheet.heading("Documentos adicionados");
  if (r.documents.length === 0) sheet.line("Nenhum documento para investidores foi adicionado.", { color: GREY });
  else
    sheet.table(
      [
        { title: "Data", width: 70 },
        { title: "Documento", width: sheet.width - 70 - 100 - 60 },
        { title: "Categoria", width: 100 },
        { title: "Versão", width: 60, align: "right" },
      ],
      r.documents.map((d) => [formatIsoDay(d.addedOn), d.name, DOCUMENT_CATEGORY_LABELS[d.category], `v${d.version}`]),
    );

  sheet.heading("Observações");
  sheet.text("Os valores são os registrados na plataforma Alicerce, em reais (BRL).", { size: 8.5, color: GREY });
  sheet.text("Os documentos citados estão na aba Documentos do projeto, no Alicerce.", { size: 8.5, color: GREY });
  sheet.text(
    `Relatório gerado em ${generatedAt.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })} pela plataforma Alicerce.`,
    { size: 8.5, color: GREY },
  );
  return doc.save();
}
