import { eq } from "drizzle-orm";
import { formatBRL } from "@alicerce/shared/brazilian";
import { invitedCpfRequired, type SignatureType } from "@alicerce/shared/signatures";
import type { Database } from "../db/client.ts";
import { contracts, projects } from "../db/schema/index.ts";
import { ephemeralSealer, type PdfSealer } from "../lib/pdf-seal.ts";
import {
  insertSignatureRequest,
  recordExpiries,
  refuseRequest,
  sendSigningCode,
  storeGeneratedPdf,
} from "../modules/signatures/index.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_PUBLIC_URL, dayFromToday, pdfFileName, samplePdf } from "./demo-files.ts";
import { demoActor, demoSigner, signAsDemoPerson } from "./demo-signers.ts";

const DAY = 24 * 3600 * 1000;

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3600 * 1000);

type Step = { by: string; daysAgo: number } & ({ sign: true } | { refuse: string });

type DemoSignature = {
  title: string;
  project: string;
  type: SignatureType;
  amount: number;
  createdBy: string;
  createdDaysAgo: number;
  dueInDays: number;
  signers: string[];
  steps: Step[];
  /** The legal desk's contract this request was sent from. */
  contract?: string;
};

// With the SCP contracts made in the demo's past (seed-scp-contracts.ts), which are the signed ones: every status,
// every type; one awaiting investidor@ and one awaiting criador@ (docs/product/documents-and-signatures.md).
const DEMO_SIGNATURES: DemoSignature[] = [
  {
    title: "Contrato de Investimento — Jardim das Acácias",
    project: "Residencial Jardim das Acácias",
    type: "investment",
    amount: 5_000,
    createdBy: "criador@alicerce.dev",
    createdDaysAgo: 2,
    dueInDays: 12,
    signers: ["criador@alicerce.dev", "investidor@alicerce.dev"],
    steps: [{ by: "criador@alicerce.dev", daysAgo: 1.9, sign: true }],
  },
  {
    title: "Prestação de Serviços — Projeto Estrutural Vila Serena",
    project: "Vila Serena Casas",
    type: "service",
    amount: 48_700,
    createdBy: "juridico@alicerce.dev",
    // Sent under REMINDER_EVERY_DAYS ago: its reminder falls due a day after a first start, not at it.
    createdDaysAgo: 2,
    dueInDays: 9,
    signers: ["fornecedor@alicerce.dev", "criador@alicerce.dev"],
    steps: [{ by: "fornecedor@alicerce.dev", daysAgo: 1.5, sign: true }],
  },
  {
    title: "Termo de Adesão à SCP — Edifício Mirante do Lago",
    project: "Edifício Mirante do Lago",
    type: "scp",
    amount: 12_500,
    createdBy: "juridico@alicerce.dev",
    createdDaysAgo: 1,
    dueInDays: 14,
    signers: ["bruno@alicerce.dev", "marina@alicerce.dev"],
    steps: [],
    contract: "Termo de Adesão — Mirante do Lago",
  },
  {
    title: "Prestação de Serviços — Fundações Centro Empresarial",
    project: "Centro Empresarial Atlântico",
    type: "service",
    amount: 132_000,
    createdBy: "criador@alicerce.dev",
    createdDaysAgo: 12,
    dueInDays: 8,
    signers: ["fornecedor@alicerce.dev", "criador@alicerce.dev"],
    steps: [
      {
        by: "fornecedor@alicerce.dev",
        daysAgo: 10,
        refuse: "O prazo de execução previsto não cabe no cronograma da obra.",
      },
    ],
  },
  {
    title: "Contrato de Investimento — Casa de Campo Serra Gaúcha",
    project: "Casa de Campo Serra Gaúcha",
    type: "investment",
    amount: 8_000,
    createdBy: "criador@alicerce.dev",
    createdDaysAgo: 20,
    dueInDays: -4,
    signers: ["paula@alicerce.dev", "criador@alicerce.dev"],
    steps: [{ by: "criador@alicerce.dev", daysAgo: 19, sign: true }],
  },
];

const demoPdf = (demo: DemoSignature, due: string) =>
  samplePdf(demo.title, [
    `Projeto: ${demo.project}`,
    `Valor: ${formatBRL(demo.amount)}`,
    `Prazo para assinatura: ${due.split("-").reverse().join("/")}`,
    "",
    "Cláusula 1. As partes ajustam o objeto descrito no título deste instrumento.",
    "Cláusula 2. O valor acima será pago nas condições combinadas entre as partes.",
    "Cláusula 3. Este contrato é assinado eletronicamente no Alicerce.",
    "",
    "Documento de demonstração do Alicerce.",
  ]);

/**
 * The demo signature requests, written by the same code as the screens: the request with its
 * invitations, each signature or refusal (the last signature builds the signed PDF with its
 * certificate, sealed by `sealer`: the server's own) and the expiry events. Needs a storage for the PDFs.
 */
export async function seedSignatures(
  db: Database,
  deps: { storage?: Storage; sealer?: PdfSealer; userIds: Map<string, string> },
) {
  const storage = deps.storage;
  if (!storage) return;
  const sealer = deps.sealer ?? ephemeralSealer();
  const id = (email: string) => {
    const found = deps.userIds.get(email);
    if (!found) throw new Error(`demo account ${email} is missing`);
    return found;
  };
  for (const demo of DEMO_SIGNATURES) {
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, demo.project));
    if (!project) throw new Error(`demo project ${demo.project} is missing`);
    const people = [];
    for (const email of demo.signers) people.push(await demoSigner(db, id(email)));
    const dueDate = dayFromToday(demo.dueInDays);
    const createdAt = daysAgo(demo.createdDaysAgo);
    const creator = id(demo.createdBy);
    const fileId = await storeGeneratedPdf(db, storage, {
      bytes: await demoPdf(demo, dueDate),
      name: pdfFileName(demo.title),
      ownerId: creator,
    });
    let contractId: string | null = null;
    if (demo.contract) {
      const [contract] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.name, demo.contract));
      contractId = contract?.id ?? null;
    }
    const requestId = await insertSignatureRequest(
      db,
      {
        title: demo.title,
        projectId: project.id,
        type: demo.type,
        amount: demo.amount,
        dueDate,
        fileId,
        createdBy: creator,
        // Investment and SCP contracts name each signer's CPF, as the screens require (decision 033).
        signers: people.map((p) => ({
          name: p.name,
          email: p.email,
          cpf: invitedCpfRequired(demo.type) ? p.cpf : null,
        })),
        contractId,
        at: createdAt,
      },
      demoActor(creator),
      DEMO_PUBLIC_URL,
    );
    for (const step of demo.steps) {
      const signer = people.find((p) => p.email === step.by)!;
      const at = daysAgo(step.daysAgo);
      if ("sign" in step) {
        await signAsDemoPerson({ db, storage, sealer }, signer, requestId, at);
        continue;
      }
      // A refusal asks for the one-time code too (mailed, "code_sent" in the trail), as the screen does.
      const stepDeps = { db, storage, sealer, publicUrl: DEMO_PUBLIC_URL, now: at };
      const { code } = await sendSigningCode(stepDeps, signer, requestId, demoActor(signer.id));
      await refuseRequest(stepDeps, signer, requestId, { reason: step.refuse, code }, demoActor(signer.id));
    }
  }
  await recordExpiries({ db, now: new Date() });
}
