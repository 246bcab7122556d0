import { eq } from "drizzle-orm";
import type { ContractType } from "@alicerce/shared/contracts";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Database } from "../db/client.ts";
import { contracts, projects } from "../db/schema/index.ts";
import { moneyString } from "../lib/money.ts";
import type { Storage } from "../storage/storage.ts";
import { dayFromToday, pdfFileName, samplePdf, storeDemoFile } from "./demo-files.ts";

type DemoContract = {
  name: string;
  client: string;
  project: string;
  value: number;
  type: ContractType;
  /** Start and end, in days from today. */
  starts: number;
  ends: number;
  /** The reason it was cancelled, for the cancelled ones. */
  cancelled?: string;
  /** Whether the demo attaches a PDF of it. */
  pdf: boolean;
};

// Every status (from the dates and cancellations) and every type, on demo projects.
const DEMO_CONTRACTS: DemoContract[] = [
  {
    name: "Contrato de Investimento SCP — Acácias",
    client: "Ana Investidora",
    project: "Residencial Jardim das Acácias",
    value: 5_000,
    type: "investimento",
    starts: -60,
    ends: 700,
    pdf: true,
  },
  {
    name: "Termo de Adesão — Mirante do Lago",
    client: "Bruno Almeida",
    project: "Edifício Mirante do Lago",
    value: 12_500,
    type: "adesao",
    starts: 15,
    ends: 380,
    pdf: true,
  },
  {
    name: "Fornecimento de Estrutura Metálica",
    client: "Aço Forte Estruturas Ltda.",
    project: "Vila Serena Casas",
    value: 348_900.5,
    type: "fornecimento",
    starts: -200,
    ends: -10,
    pdf: true,
  },
  {
    name: "Fornecimento de Concreto Usinado",
    client: "Concreteira Horizonte S.A.",
    project: "Centro Empresarial Atlântico",
    value: 1_250_000,
    type: "fornecimento",
    starts: -30,
    ends: 330,
    pdf: false,
  },
  {
    name: "Contrato de Investimento — Mercado Municipal",
    client: "Paula Ribeiro", // the demo qualified investor (paula@), who holds most of this raise
    project: "Mercado Municipal Revitalizado",
    value: 25_000,
    type: "investimento",
    starts: 30,
    ends: 760,
    pdf: false,
  },
  {
    name: "Termo de Adesão — Porto Novo",
    client: "Construtora Litoral Ltda.",
    project: "Complexo Porto Novo",
    value: 80_000,
    type: "adesao",
    starts: -540,
    ends: -90,
    pdf: true,
  },
  {
    name: "Fornecimento de Esquadrias — Torre Amazônia",
    client: "Janelas do Norte Ltda.",
    project: "Torre Amazônia Business",
    value: 96_300,
    type: "fornecimento",
    starts: -20,
    ends: 160,
    cancelled: "O fornecedor não apresentou a garantia exigida no edital.",
    pdf: false,
  },
  {
    name: "Contrato de Investimento — Bosque Verde",
    client: "Marcos Pereira",
    project: "Residencial Bosque Verde",
    value: 10_000,
    type: "investimento",
    starts: 45,
    ends: 900,
    cancelled: "O projeto voltou para revisão antes da captação.",
    pdf: true,
  },
];

const contractPdf = (contract: DemoContract, start: string, end: string) =>
  samplePdf(contract.name, [
    `Projeto: ${contract.project}`,
    `Contratante: ${contract.client}`,
    `Valor: ${formatBRL(contract.value)}`,
    `Vigência: de ${start.split("-").reverse().join("/")} a ${end.split("-").reverse().join("/")}`,
    "Documento de demonstração do Alicerce.",
  ]);

/** The demo contracts of the legal desk, written by the demo legal account. */
export async function seedContracts(db: Database, deps: { storage?: Storage; userIds: Map<string, string> }) {
  const legal = deps.userIds.get("juridico@alicerce.dev")!;
  const admin = deps.userIds.get("admin@alicerce.dev")!;
  for (const [i, demo] of DEMO_CONTRACTS.entries()) {
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, demo.project));
    if (!project) throw new Error(`demo project ${demo.project} is missing`);
    const startDate = dayFromToday(demo.starts);
    const endDate = dayFromToday(demo.ends);
    let fileId: string | null = null;
    if (deps.storage && demo.pdf) {
      const data = await contractPdf(demo, startDate, endDate);
      fileId = await storeDemoFile(db, deps.storage, {
        data,
        name: pdfFileName(demo.name),
        mimeType: "application/pdf",
        uploadedBy: legal,
      });
    }
    // Modification times spread over the last days, so "last modified" differs between cards.
    const updatedAt = new Date(Date.now() - (i + 1) * 26 * 3600 * 1000);
    await db.insert(contracts).values({
      name: demo.name,
      clientName: demo.client,
      projectId: project.id,
      value: moneyString(demo.value),
      startDate,
      endDate,
      type: demo.type,
      fileId,
      createdBy: legal,
      updatedBy: demo.cancelled ? admin : legal,
      createdAt: new Date(updatedAt.getTime() - 7 * 24 * 3600 * 1000),
      updatedAt,
      cancelledAt: demo.cancelled ? updatedAt : null,
      cancelledBy: demo.cancelled ? admin : null,
      cancelReason: demo.cancelled ?? null,
    });
  }
}
