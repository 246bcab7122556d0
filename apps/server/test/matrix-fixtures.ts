/**
 * The accounts and records the authorization matrix (authorization-matrix.test.ts) calls routes
 * about: the seeded demo data, plus a few records the seed does not hold (a fresh draft, an
 * invitation, a group chat with a file…). Every id is looked up or created here, once.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { expect } from "vitest";
import {
  approvalRequests,
  documents,
  investments,
  learningChecklistItems,
  learningContent,
  notifications,
  profiles,
  projectImages,
  supplierPortfolioImages,
  quotationAttachments,
  suppliers,
} from "../src/db/schema/index.ts";
import { login, maskedCpf, nextCpf, type TestApp } from "./test-app.ts";
import {
  client,
  confirmEmail,
  createProject,
  dateIn,
  DEMO,
  DEMO_PASSWORD,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  tinyPdf,
  tinyPng,
  upload,
  userIdOf,
} from "./project-helpers.ts";
import {
  quotationIdByName,
  SEEDED_QUOTATIONS,
  SEEDED_SUPPLIERS,
  supplierIdByName,
  supplierInput,
} from "./supplier-helpers.ts";
import { cookieHeader } from "./test-app.ts";
import { currentQuarter, previousQuarter } from "@alicerce/shared/quarters";
import { writeQuarterReport } from "../src/modules/quarterly-reports/index.ts";
import { requestCode } from "./signing-helpers.ts";

/** A real one-page PDF (the signature routes open it to stamp the certificate). */
export async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Contrato da matriz de permissões", { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

/** Who calls: each role, an unverified legal user, a stranger of the owner's role, and nobody. */
export const ACTORS = [
  "anon",
  "investor",
  "creator",
  "legal",
  "legalUnverified",
  "supplier",
  "admin",
  "stranger",
] as const;
export type Actor = (typeof ACTORS)[number];
/** The roles a record's owner may have (the stranger is a fresh account of that role). */
export type OwnerRole = "investor" | "creator" | "supplier" | "legal";

export type Person = { id: string; email: string; password: string; cookie: string };

const STRANGER_PASSWORD = "uma senha longa e boa";

async function demo(t: TestApp, email: string): Promise<Person> {
  return {
    id: await userIdOf(t.database.db, email),
    email,
    password: DEMO_PASSWORD,
    cookie: await loginAs(t.app, email),
  };
}

async function stranger(t: TestApp, type: string): Promise<Person> {
  const account = await newAccount(t.app, type);
  // A confirmed e-mail, like every demo account's, so only the role and ownership differ.
  await confirmEmail(t.database.db, account.id);
  return { id: account.id, email: account.email, password: STRANGER_PASSWORD, cookie: account.cookie };
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`matrix fixture missing: ${what}`);
  return row;
}

export async function buildFixtures(t: TestApp) {
  const db = t.database.db;
  const people = {
    investor: await demo(t, DEMO.ana),
    creator: await demo(t, DEMO.creator),
    legal: await demo(t, DEMO.legal),
    supplier: await demo(t, DEMO.supplier),
    admin: await demo(t, DEMO.admin),
    bruno: await demo(t, DEMO.bruno),
    legalUnverified: await stranger(t, "legal"),
  };
  const strangers: Record<OwnerRole, Person> = {
    investor: await stranger(t, "investor"),
    creator: await stranger(t, "creator"),
    supplier: await stranger(t, "supplier"),
    legal: await stranger(t, "legal"),
  };
  // Someone a group admin adds to the matriz group (a person none of the actors is).
  const newcomer = await stranger(t, "investor");
  // The account the admin desk verifies and unverifies (its sessions may end with the change).
  const verifyTarget = await stranger(t, "legal");
  // The stranger legal user is verified like juridico@, so only ownership differs.
  await db.update(profiles).set({ verified: true }).where(eq(profiles.userId, strangers.legal.id));

  const projectOf = (title: string) => projectIdByTitle(db, title);
  const project = {
    acacias: await projectOf(SEEDED.acacias), // criador, public, funding_open
    atlantico: await projectOf(SEEDED.atlantico), // criador, public, planning
    bosqueVerde: await projectOf(SEEDED.bosqueVerde), // criador, private draft, review requested
    vilaSerena: await projectOf(SEEDED.vilaSerena), // criador, in_progress
    casaDeCampo: await projectOf(SEEDED.casaDeCampo), // criador, private planning
  };
  const creatorApi = client(t.app, people.creator.cookie);

  // A private draft of criador@ that nobody else was invited to.
  const draft = await createProject(t.app, people.creator.cookie, { visibility: "private" });

  const approval = await first(
    db
      .select({ id: approvalRequests.id })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectId, project.bosqueVerde), isNull(approvalRequests.decidedAt)))
      .orderBy(asc(approvalRequests.createdAt)),
    "open approval of Bosque Verde",
  );

  const fundacoes = await supplierIdByName(db, SEEDED_SUPPLIERS.fundacoes);
  const quotation = {
    pendente: await quotationIdByName(db, SEEDED_QUOTATIONS.pendente),
    respondido: await quotationIdByName(db, SEEDED_QUOTATIONS.respondido),
    aprovado: await quotationIdByName(db, SEEDED_QUOTATIONS.aprovado),
    concluido: await quotationIdByName(db, SEEDED_QUOTATIONS.concluido),
  };
  const attachmentFile = await upload(t.app, people.creator.cookie, "memorial.pdf", tinyPdf());
  const withAttachment = ok<{ id: string }>(
    await creatorApi.post("/api/quotations", {
      supplier_id: fundacoes,
      project_name: "Obra com anexo",
      description: "Pedido com memorial descritivo.",
      desired_deadline: null,
      notes: null,
      attachment_ids: [attachmentFile.id],
    }),
    201,
  ).id;

  const attachmentRow = await first(
    db
      .select({ id: quotationAttachments.id })
      .from(quotationAttachments)
      .where(eq(quotationAttachments.quotationId, withAttachment)),
    "the attachment of the new quotation",
  );
  // A portfolio image uploaded by fornecedor@ and shown on Fundações Sólidas.
  const portfolioFile = await upload(t.app, people.supplier.cookie, "obra.png", tinyPng());
  const { cnpj } = await first(
    db.select({ cnpj: suppliers.cnpj }).from(suppliers).where(eq(suppliers.id, fundacoes)),
    "Fundações Sólidas",
  );
  const supplierBody = supplierInput({
    company_name: SEEDED_SUPPLIERS.fundacoes,
    cnpj,
    portfolio_image_ids: [portfolioFile.id],
  });
  ok(await client(t.app, people.supplier.cookie).put(`/api/suppliers/${fundacoes}`, supplierBody));
  const portfolioImage = await first(
    db
      .select({ id: supplierPortfolioImages.id })
      .from(supplierPortfolioImages)
      .where(eq(supplierPortfolioImages.supplierId, fundacoes)),
    "portfolio image of Fundações Sólidas",
  );
  // A public project of criador@ with one image.
  const image = await upload(t.app, people.creator.cookie, "fachada.png", tinyPng());
  const imageProject = await createProject(t.app, people.creator.cookie, { image_ids: [image.id] });
  const projectImage = await first(
    db.select({ id: projectImages.id }).from(projectImages).where(eq(projectImages.projectId, imageProject)),
    "image of the new public project",
  );
  const anaInvestment = await first(
    db
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.investorId, people.investor.id), isNull(investments.withdrawnAt))),
    "investment of Ana",
  );
  // Two contracts of the legal desk: one without a PDF, one with.
  const legalApi = client(t.app, people.legal.cookie);
  const contractBody = {
    name: "Contrato de fornecimento",
    client_name: "Cliente da matriz",
    project_id: project.acacias,
    value: 5000,
    start_date: dateIn(1),
    end_date: dateIn(60),
    type: "fornecimento",
  };
  const contract = ok<{ id: string }>(await legalApi.post("/api/contracts", contractBody), 201);
  const contractPdf = await upload(t.app, people.legal.cookie, "contrato.pdf", tinyPdf());
  const contractWithFile = ok<{ id: string }>(
    await legalApi.post("/api/contracts", { ...contractBody, file_id: contractPdf.id }),
    201,
  );
  // A signature request of criador@ that Ana must sign.
  const signaturePdf = await upload(t.app, people.creator.cookie, "servico.pdf", await realPdf());
  const anaSigning = ok<{ id: string }>(
    await creatorApi.post("/api/signatures", {
      title: "Contrato de serviço da matriz",
      project_id: project.acacias,
      type: "service",
      amount: 100,
      due_date: dateIn(5),
      file_id: signaturePdf.id,
      signers: [{ name: "Ana", email: people.investor.email }],
    }),
    201,
  );
  // A request of criador@ to the investor stranger's address under another CPF: the address alone
  // shows nothing (decision 093). And a request of criador@ signed by Ana: its certificate PDF.
  const otherCpfSigning = ok<{ id: string; title: string }>(
    await creatorApi.post("/api/signatures", {
      title: "Contrato da matriz para outro CPF",
      project_id: project.acacias,
      type: "investment",
      amount: 100,
      due_date: dateIn(5),
      file_id: (await upload(t.app, people.creator.cookie, "investimento.pdf", await realPdf())).id,
      signers: [{ name: "Pessoa Convidada", email: strangers.investor.email, cpf: maskedCpf(nextCpf()) }],
    }),
    201,
  );
  const signedService = ok<{ id: string }>(
    await creatorApi.post("/api/signatures", {
      title: "Contrato da matriz assinado",
      project_id: project.acacias,
      type: "service",
      amount: 100,
      due_date: dateIn(5),
      file_id: (await upload(t.app, people.creator.cookie, "assinado.pdf", await realPdf())).id,
      signers: [{ name: "Ana Investidora", email: people.investor.email }],
    }),
    201,
  );
  const { code } = await requestCode(t, people.investor.cookie, signedService.id);
  ok(
    await client(t.app, people.investor.cookie).post(`/api/signatures/${signedService.id}/sign`, {
      name: "Ana Investidora",
      cpf: "123.456.781-43",
      agree: true,
      code,
    }),
  );
  // A document of criador@ on the private draft Bosque Verde, for the team only.
  const documentFile = await upload(t.app, people.creator.cookie, "alvara.pdf", tinyPdf());
  const privateDocument = ok<{ id: string }>(
    await creatorApi.post("/api/documents", {
      file_id: documentFile.id,
      name: "Alvará da matriz",
      project_id: project.bosqueVerde,
      category: "legal",
    }),
    201,
  );
  // Last quarter's report of Vila Serena (criador@, in execution), where Ana holds an active
  // commitment: the budget's audience reads it, nobody else who sees the project (decision 095).
  const now = new Date();
  const report = await db.transaction((tx) =>
    writeQuarterReport(tx, t.app.storage, {
      projectId: project.vilaSerena,
      quarter: previousQuarter(currentQuarter(now)),
      requestedBy: null,
      now,
    }),
  );
  expect(report, "the quarterly report of Vila Serena").toBeDefined();
  const verifiable = await first(
    db.select({ code: documents.verificationCode }).from(documents).where(isNotNull(documents.verificationCode)),
    "a document with a verification code",
  );
  const [anaNotification] = await db
    .insert(notifications)
    .values({ userId: people.investor.id, title: "Aviso da matriz", body: "Só para a Ana.", link: "/dashboard" })
    .returning({ id: notifications.id });
  const learning = await first(db.select({ id: learningContent.id }).from(learningContent), "learning content");
  const checklistItem = await first(
    db.select({ id: learningChecklistItems.id }).from(learningChecklistItems),
    "checklist item",
  );
  // Bruno's avatar.
  const avatarFile = await upload(t.app, people.bruno.cookie, "rosto.png", tinyPng());
  await db
    .update(profiles)
    .set({ avatarFileId: avatarFile.id, avatarUrl: `/api/avatars/${avatarFile.id}` })
    .where(eq(profiles.userId, people.bruno.id));
  const avatar = { id: avatarFile.id };

  // Two invitations of criador@'s projects to Ana's e-mail: one to accept, one to decline.
  const invite = async (projectId: string) => {
    ok(
      await creatorApi.post(`/api/projects/${projectId}/team`, {
        name: "Ana Investidora",
        role: "gestor",
        email: people.investor.email,
      }),
      201,
    );
  };
  await invite(project.atlantico);
  await invite(project.vilaSerena);
  const invitationList = ok<{ items?: { id: string }[] } | { id: string }[]>(
    await client(t.app, people.investor.cookie).get("/api/invitations"),
  );
  const invitationIds = (Array.isArray(invitationList) ? invitationList : (invitationList.items ?? [])).map(
    (i) => i.id,
  );
  expect(invitationIds.length).toBeGreaterThanOrEqual(2);

  // Chats: criador@ ↔ Ana directly, and a group of criador@ (admin) with Ana and Bruno where Ana
  // sent a message with a file.
  const direct = ok<{ id: string }>(
    await creatorApi.post("/api/chat/conversations/direct", { user_id: people.investor.id }),
  ).id;
  const group = await newGroup(t, people, "Grupo da matriz");
  const chatFile = await upload(t.app, people.investor.cookie, "planta.png", tinyPng());
  const anaMessage = ok<{ id: string }>(
    await client(t.app, people.investor.cookie).post(`/api/chat/conversations/${group}/messages`, {
      client_id: `m-${randomUUID()}`,
      content: "Segue a planta.",
      attachment_ids: [chatFile.id],
    }),
    201,
  ).id;

  return {
    people,
    strangers,
    verifyTarget: verifyTarget.id,
    newcomer: newcomer.id,
    project: { ...project, draft },
    approval: approval.id,
    supplier: { fundacoes, portfolioImage: portfolioImage.id, body: supplierBody },
    quotation: { ...quotation, withAttachment, attachmentRow: attachmentRow.id },
    projectImage: projectImage.id,
    investment: anaInvestment.id,
    contract: contract.id,
    contractWithFile: contractWithFile.id,
    imageProject,
    signature: anaSigning.id,
    otherCpfSignature: otherCpfSigning,
    signedSignature: signedService.id,
    document: privateDocument.id,
    report: report!.document.id,
    verificationCode: verifiable.code!,
    notification: anaNotification!.id,
    learning: learning.id,
    checklistItem: checklistItem.id,
    avatar: avatar.id!,
    invitation: { accept: invitationIds[0]!, decline: invitationIds[1]! },
    chat: { direct, group, message: anaMessage, file: chatFile.id },
  };
}

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

/** A group chat of criador@ (its admin) with Ana and Bruno. */
export async function newGroup(
  t: TestApp,
  people: Record<"creator" | "investor" | "bruno", Person>,
  name = "Grupo da matriz",
): Promise<string> {
  return ok<{ id: string }>(
    await client(t.app, people.creator.cookie).post("/api/chat/conversations/group", {
      name,
      member_ids: [people.investor.id, people.bruno.id],
    }),
    201,
  ).id;
}

/** A new message of Ana (people.investor) in the matrix's group, for routes that change or delete it. */
export async function newChatMessage(t: TestApp, fx: { people: Record<"investor", Person>; chat: { group: string } }) {
  return ok<{ id: string }>(
    await client(t.app, fx.people.investor.cookie).post(`/api/chat/conversations/${fx.chat.group}/messages`, {
      client_id: `m-${randomUUID()}`,
      content: "Mensagem da matriz.",
    }),
    201,
  ).id;
}

/** A new session of `person` (for routes that end or change the session they run in). */
export async function freshSession(t: TestApp, person: Person): Promise<string> {
  const res = await login(t.app, person.email, person.password);
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}
