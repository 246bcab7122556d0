import { PDFDocument } from "pdf-lib";
import { formatBRL } from "@alicerce/shared/brazilian";
import { GREY, PdfSheet } from "../../lib/pdf-sheet.ts";
import { formatMoment } from "./certificate.ts";

export type ScpContractInput = {
  projectTitle: string;
  projectLocation: string | null;
  creator: { name: string; email: string };
  investor: { name: string; email: string; cpf: string | null };
  amount: number;
  investedAt: Date;
  investmentId: string;
};

const maskedCpf = (cpf: string | null) =>
  cpf ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : "não informado";

/**
 * The SCP participation contract generated when an investment's withdrawal period ends
 * (docs/product/investments.md#withdrawal): the parties, the project, the amount and the essential
 * terms of a sociedade em conta de participação (Código Civil, arts. 991 a 996).
 */
export async function buildScpContractPdf(input: ScpContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Contrato de Participação SCP — ${input.projectTitle}`);
  doc.setProducer("Alicerce");
  doc.setCreationDate(input.investedAt);
  const w = await PdfSheet.on(doc);
  w.text("Contrato de Participação em Sociedade em Conta de Participação (SCP)", { size: 15, bold: true, gap: 8 });
  w.text(`Empreendimento: ${input.projectTitle}${input.projectLocation ? ` — ${input.projectLocation}` : ""}`);
  w.text(`Referência do investimento: ${input.investmentId}`, { size: 8, color: GREY, gap: 6 });

  w.heading("Partes", 12);
  w.text(
    `Sócio ostensivo: ${input.creator.name} (${input.creator.email}), responsável pelo empreendimento, que exerce a atividade em seu nome e sob sua responsabilidade.`,
  );
  w.text(`Sócio participante: ${input.investor.name}, CPF ${maskedCpf(input.investor.cpf)} (${input.investor.email}).`);

  w.heading("Aporte", 12);
  w.text(
    `O sócio participante aporta ${formatBRL(input.amount)}, compromisso feito no Alicerce em ${formatMoment(input.investedAt)}, cujo prazo de desistência de 5 (cinco) dias (Resolução CVM 88) terminou sem desistência.`,
  );

  w.heading("Cláusulas essenciais", 12);
  const terms = [
    "1. Objeto: participação do sócio participante nos resultados do empreendimento acima, na proporção do seu aporte sobre o total captado.",
    "2. Natureza: a sociedade em conta de participação não tem personalidade jurídica (Código Civil, arts. 991 a 996); perante terceiros obriga-se apenas o sócio ostensivo.",
    "3. Resultados: os lucros e prejuízos do empreendimento serão apurados e distribuídos ao final de cada exercício e na conclusão do empreendimento, com prestação de contas ao sócio participante.",
    "4. Informação: o sócio ostensivo manterá o sócio participante informado do andamento das obras e das contas do empreendimento pelo Alicerce.",
    "5. Riscos: o sócio participante declara conhecer os riscos do investimento, inclusive a perda total do capital aportado, e que não há garantia de retorno.",
    "6. Duração: a sociedade dura até a conclusão do empreendimento e a liquidação das contas entre as partes.",
    "7. Foro: fica eleito o foro da comarca do empreendimento para dirimir questões deste contrato.",
  ];
  for (const term of terms) w.text(term, { gap: 4 });

  w.heading("Assinaturas", 12);
  w.text(
    "As partes assinam eletronicamente no Alicerce; a página de certificado anexada ao documento assinado registra nome, CPF, data, endereço IP e navegador de cada assinatura.",
    { color: GREY },
  );
  return doc.save();
}
