import { PDFDocument } from "pdf-lib";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  PHASE_STATUS_LABELS,
  PROJECT_PURPOSE_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  TEAM_ROLE_LABELS,
} from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { GREY, NAVY, PdfSheet } from "../../lib/pdf-sheet.ts";

const date = (iso: string | null) => (iso ? iso.slice(0, 10).split("-").reverse().join("/") : "—");

/** A prospectus of the project: summary, financials, team, timeline and the risk notice. */
export async function buildProspectus(p: ProjectDetail, generatedAt = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Prospecto — ${p.title}`);
  doc.setAuthor("Alicerce");
  doc.setLanguage("pt-BR");
  const w = await PdfSheet.on(doc, { margin: 56, fontSize: 10.5 });

  w.text("ALICERCE · PROSPECTO DO PROJETO", { size: 9, bold: true, color: GREY, gap: 6 });
  w.text(p.title, { size: 22, bold: true, color: NAVY, gap: 6 });
  w.text(`${p.location_city}/${p.location_state}${p.location_address ? ` · ${p.location_address}` : ""}`, {
    color: GREY,
  });
  w.text(
    `${PROJECT_TYPE_LABELS[p.project_type]} · ${PROJECT_PURPOSE_LABELS[p.purpose]} · ${PROJECT_STATUS_LABELS[p.status]} · Gestor: ${p.manager}`,
    { color: GREY, gap: 8 },
  );

  w.heading("Resumo");
  w.text(p.description || "Sem descrição.");

  w.heading("Dados financeiros");
  const financials: [string, string][] = [
    ["Meta de captação", p.target_amount === null ? "—" : formatBRL(p.target_amount)],
    ["Captação mínima", p.minimum_target_amount === null ? "—" : formatBRL(p.minimum_target_amount)],
    ["Valor captado", formatBRL(p.raised_amount)],
    ["Investimento mínimo", p.min_investment === null ? "—" : formatBRL(p.min_investment)],
    ["Retorno estimado (ROI)", p.roi === null ? "—" : `${p.roi.toLocaleString("pt-BR")}%`],
    ["Prazo de execução", p.timeline_months === null ? "—" : `${p.timeline_months} meses`],
    ["Prazo de captação", date(p.deadline)],
    ["Investidores", String(p.investor_count)],
  ];
  for (const [label, value] of financials) w.text(`${label}: ${value}`);

  w.heading("Equipe");
  if (p.team.length === 0) w.text("Equipe não informada.");
  for (const m of p.team) w.text(`• ${m.name} — ${TEAM_ROLE_LABELS[m.role]}${m.experience ? `: ${m.experience}` : ""}`);

  w.heading("Cronograma");
  if (p.phases.length === 0) w.text("Cronograma não informado.");
  for (const ph of p.phases) {
    const period = ph.start_date || ph.end_date ? ` (${date(ph.start_date)} a ${date(ph.end_date)})` : "";
    w.text(`• ${ph.name}${period} — ${PHASE_STATUS_LABELS[ph.status]}${ph.description ? `. ${ph.description}` : ""}`);
  }

  w.heading("Aviso de risco");
  w.text(
    "Investimentos em projetos imobiliários envolvem riscos, inclusive de perda total do capital investido, atrasos de obra e " +
      "variação de custos. Não há garantia de retorno; o ROI indicado é uma estimativa do gestor. A participação é feita por meio " +
      "de Sociedade em Conta de Participação (SCP). Conforme a Resolução CVM 88, o investidor pode desistir do investimento em até " +
      "5 dias úteis após a reserva, e investidores não qualificados têm limite anual de R$ 20.000,00 em ofertas de crowdfunding, salvo " +
      "declaração de renda ou investimentos superiores a R$ 200.000,00. Se a captação não atingir o valor mínimo no prazo, todos os " +
      "compromissos são cancelados.",
  );
  w.text(
    `Documento gerado em ${generatedAt.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })} pela plataforma Alicerce.`,
    {
      size: 8.5,
      color: GREY,
    },
  );
  return doc.save();
}
