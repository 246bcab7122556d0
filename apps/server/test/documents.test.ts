import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentItem, DocumentList, PublicVerification } from "@alicerce/shared/schemas/documents";
import { approvalRequests, documents, files, notifications, profiles } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  joinTeam,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  setProject,
  tinyExe,
  tinyPdf,
  tinyPng,
  upload,
  uploadRaw,
  type Account,
} from "./project-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { cookieHeader, expectApiError, login, registration, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let admin: string;
let legal: string;
let member: Account;
let stranger: Account;
let projectId: string;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const pdfA = tinyPdf(900);
const pdfB = tinyPdf(1200);

/** A verified legal user on no team: the one who may review the test's documents. */
async function verifiedLegal(): Promise<string> {
  const account = await newAccount(t.app, "legal", { name: "Revisora Documentos" });
  await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, account.id));
  const res = await login(t.app, account.email, registration().password);
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}

async function send(cookie: string, body: Record<string, unknown>) {
  return client(t.app, cookie).post("/api/documents", body);
}

/** Uploads `data` as `cookie`'s user and attaches it to the test project. */
async function sendDocument(
  cookie: string,
  overrides: Record<string, unknown> = {},
  data: Buffer = tinyPdf(),
): Promise<DocumentItem> {
  const file = await upload(t.app, cookie, "arquivo.pdf", data);
  return ok<DocumentItem>(
    await send(cookie, {
      file_id: file.id,
      name: "Documento",
      project_id: projectId,
      category: "technical",
      ...overrides,
    }),
    201,
  );
}

const get = (cookie: string | undefined, url: string) => client(t.app, cookie).get(url);

function listUrl(query: Record<string, string> = {}) {
  return `/api/documents?${new URLSearchParams(query)}`;
}
const list = async (cookie: string, query: Record<string, string> = {}) =>
  ok<DocumentList>(await get(cookie, listUrl(query)));

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
  admin = await loginAs(t.app, DEMO.admin);
  legal = await verifiedLegal();
  member = await newAccount(t.app, "investor", { name: "Membro Equipe" });
  stranger = await newAccount(t.app, "investor", { name: "Pessoa de Fora" });
  projectId = await createProject(t.app, criador, {
    title: "Projeto dos Documentos",
    visibility: "public",
    team: [{ name: "Membro Equipe", role: "engenheiro", email: member.email }],
  });
  await joinTeam(t, member, projectId);
  // Past legal review and public: every logged-in user sees the project.
  await setProject(t.database.db, projectId, { status: "planning" });
});
afterAll(() => t.close());

describe("POST /api/documents", () => {
  it("records an upload as version 1, pending review, with the SHA-256 of the stored bytes", async () => {
    const doc = await sendDocument(criador, { name: "Memorial técnico" }, pdfA);
    expect(doc).toMatchObject({
      name: "Memorial técnico",
      project: { id: projectId, title: "Projeto dos Documentos" },
      category: "technical",
      visibility: "team",
      status: "pending",
      version: 1,
      version_count: 1,
      series_id: doc.id,
      downloads: 0,
      can_delete: true,
      file: { name: "arquivo.pdf", mime_type: "application/pdf", size: pdfA.length, sha256: sha256(pdfA) },
      view_url: `/api/documents/${doc.id}/file`,
      download_url: `/api/documents/${doc.id}/download`,
    });
    expect(doc.verification_code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [request] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectType, "document"), eq(approvalRequests.subjectId, doc.id)));
    expect(request).toMatchObject({ status: "pendente", title: "Memorial técnico" });
  });

  it("makes the same name (any case) in the same project the next version; older ones stay readable", async () => {
    const v1 = await sendDocument(criador, { name: "Planta Baixa", category: "technical" }, pdfA);
    const v2 = await sendDocument(criador, { name: "planta baixa", category: "technical" }, pdfB);
    expect(v2).toMatchObject({ version: 2, series_id: v1.id, version_count: 2 });
    const listed = (await list(criador, { q: "planta baixa" })).items;
    expect(listed.map((d) => [d.id, d.version])).toEqual([[v2.id, 2]]);
    const versions = ok<DocumentItem[]>(await get(criador, `/api/documents/${v1.id}/versions`));
    expect(versions.map((d) => d.version)).toEqual([2, 1]);
    const old = await get(criador, versions[1]!.download_url);
    expect(old.rawPayload.equals(pdfA)).toBe(true);
    // Another project's document of the same name starts its own series.
    const other = await createProject(t.app, criador, { title: "Outro Projeto" });
    const file = await upload(t.app, criador, "planta.pdf", tinyPdf());
    const elsewhere = ok<DocumentItem>(
      await send(criador, { file_id: file.id, name: "Planta Baixa", project_id: other, category: "technical" }),
      201,
    );
    expect(elsewhere.version).toBe(1);
  });

  it("lets a team member send documents; lists the projects one may send to", async () => {
    const doc = await sendDocument(member.cookie, { name: "Laudo de sondagem", category: "technical" });
    expect(doc.uploaded_by).toEqual({ id: member.id, name: "Membro Equipe" });
    const mine = ok<{ id: string; title: string }[]>(await get(member.cookie, "/api/documents/projects"));
    expect(mine.map((p) => p.id)).toEqual([projectId]);
    expect(ok<unknown[]>(await get(stranger.cookie, "/api/documents/projects"))).toEqual([]);
  });

  it("refuses a stranger to the project (403), an unreadable project (400) and writes nothing", async () => {
    const before = await t.database.db.$count(documents);
    const file = await upload(t.app, stranger.cookie, "meu.pdf", tinyPdf());
    const body = { file_id: file.id, name: "Intruso", project_id: projectId, category: "legal" };
    expectApiError(
      await send(stranger.cookie, body),
      403,
      "FORBIDDEN",
      "Apenas o criador e a equipe do projeto podem enviar documentos para ele.",
    );
    const privateOfMarina = await projectIdByTitle(t.database.db, SEEDED.torreAmazonia);
    const error = expectApiError(
      await send(stranger.cookie, { ...body, project_id: privateOfMarina }),
      400,
      "VALIDATION_ERROR",
      "Projeto não encontrado. Selecione um dos seus projetos.",
    );
    expect(error.fields).toHaveProperty("project_id");
    expect(await t.database.db.$count(documents)).toBe(before);
  });

  it("refuses someone else's upload, malformed bodies with pt-BR messages, and no session", async () => {
    const before = await t.database.db.$count(documents);
    const hers = await upload(t.app, stranger.cookie, "dela.pdf", tinyPdf());
    const base = { file_id: hers.id, name: "Alheio", project_id: projectId, category: "legal" };
    expectApiError(
      await send(criador, base),
      400,
      "VALIDATION_ERROR",
      "Um dos arquivos não foi encontrado. Envie-o novamente.",
    );
    const own = await upload(t.app, criador, "meu.pdf", tinyPdf());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, file_id: own.id, name: "  " }, "name", "Informe o nome do documento."],
      [{ ...base, file_id: own.id, category: "outros" }, "category", "Selecione a categoria do documento."],
      [{ ...base, file_id: own.id, visibility: "todos" }, "visibility", "Escolha quem pode ver o documento."],
      [{ ...base, file_id: "" }, "file_id", "Escolha o arquivo do documento."],
      [{ ...base, file_id: own.id, project_id: "" }, "project_id", "Selecione o projeto."],
    ];
    for (const [body, field, message] of cases) {
      const error = expectApiError(await send(criador, body), 400, "VALIDATION_ERROR");
      expect(error.fields?.[field]).toContain(message);
    }
    expectApiError(await client(t.app).post("/api/documents", base), 401, "UNAUTHENTICATED");
    expect(await t.database.db.$count(documents)).toBe(before);
  });

  it("refuses an oversized or disguised file at upload, so no document can point at it", async () => {
    expectApiError(await uploadRaw(t.app, criador, "programa.pdf", tinyExe()), 400, "VALIDATION_ERROR");
    expectApiError(
      await uploadRaw(t.app, criador, "grande.pdf", tinyPdf(10 * 1024 * 1024 + 1)),
      413,
      "PAYLOAD_TOO_LARGE",
      "O arquivo grande.pdf excede o limite de 10MB.",
    );
  });
});

describe("reading documents: visibility, view, download", () => {
  let teamDoc: DocumentItem;
  let investorsDoc: DocumentItem;

  beforeAll(async () => {
    teamDoc = await sendDocument(criador, { name: "Orçamento interno", category: "financial" }, pdfA);
    investorsDoc = await sendDocument(
      criador,
      { name: "Prospecto da oferta", category: "legal", visibility: "investors" },
      pdfB,
    );
  });

  it("shows a team document to the uploader, the team, verified legal users and admins only", async () => {
    for (const cookie of [criador, member.cookie, legal, admin]) {
      const ids = (await list(cookie, { project_id: projectId })).items.map((d) => d.id);
      expect(ids).toContain(teamDoc.id);
      expect((await get(cookie, teamDoc.download_url)).statusCode).toBe(200);
    }
    const other = await loginAs(t.app, DEMO.marina);
    for (const cookie of [stranger.cookie, other, await loginAs(t.app, DEMO.ana)]) {
      const ids = (await list(cookie, { project_id: projectId })).items.map((d) => d.id);
      expect(ids).not.toContain(teamDoc.id);
      for (const url of [teamDoc.download_url, teamDoc.view_url, `/api/documents/${teamDoc.id}/qr`]) {
        expectApiError(await get(cookie, url), 404, "NOT_FOUND", "Documento não encontrado.");
      }
      expectApiError(await get(cookie, `/api/documents/${teamDoc.id}/versions`), 404, "NOT_FOUND");
    }
  });

  it("lists on the project page each reader's own documents, whoever of the same kind read it before", async () => {
    // The page's statement is prepared once per kind of user (both are investors here): who reads is
    // bound on every request, so the team member's reading never carries over to the stranger's.
    const onPage = async (cookie: string) =>
      ok<{ documents: DocumentItem[] }>(await get(cookie, `/api/projects/${projectId}`)).documents.map((d) => d.id);
    for (let round = 0; round < 2; round++) {
      expect(await onPage(member.cookie)).toEqual(expect.arrayContaining([teamDoc.id, investorsDoc.id]));
      expect(await onPage(stranger.cookie)).toEqual([investorsDoc.id]);
    }
  });

  it("shows a document for investors to anyone who can see the project, and on the project page", async () => {
    // The documents screen lists the projects one works with (decision 053): someone who only sees the
    // project opens its investors' documents from the project page, and may read and download them.
    const seen = await list(stranger.cookie, { project_id: projectId });
    expect(seen.items).toEqual([]);
    expect(seen.project).toBeNull();
    const detail = ok<{ documents: DocumentItem[] }>(await get(stranger.cookie, `/api/projects/${projectId}`));
    expect(detail.documents.map((d) => d.id)).toEqual([investorsDoc.id]);
    expect((await get(stranger.cookie, investorsDoc.download_url)).rawPayload.equals(pdfB)).toBe(true);
    // Nobody outside a private draft sees even its investors' documents.
    const draft = await createProject(t.app, criador, { title: "Rascunho Privado" });
    const file = await upload(t.app, criador, "x.pdf", tinyPdf());
    const hidden = ok<DocumentItem>(
      await send(criador, {
        file_id: file.id,
        name: "Oferta",
        project_id: draft,
        category: "legal",
        visibility: "investors",
      }),
      201,
    );
    expectApiError(await get(stranger.cookie, hidden.download_url), 404, "NOT_FOUND");
  });

  it("answers 401 without a session", async () => {
    for (const url of ["/api/documents", teamDoc.download_url, teamDoc.view_url, `/api/documents/${teamDoc.id}/qr`]) {
      expectApiError(await get(undefined, url), 401, "UNAUTHENTICATED");
    }
  });

  it("shows PDFs inline, downloads as attachment, counts downloads only, bytes matching the SHA-256", async () => {
    const countOf = async () =>
      (await t.database.db.select().from(documents).where(eq(documents.id, teamDoc.id)))[0]!.downloadCount;
    const before = await countOf();
    const view = await get(criador, teamDoc.view_url);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["content-disposition"]).toMatch(/^inline; filename="Orcamento interno.pdf"/);
    const download = await get(member.cookie, teamDoc.download_url);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(sha256(download.rawPayload)).toBe(teamDoc.file.sha256);
    const [stored] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.sha256, sha256(pdfA)));
    expect(stored?.sha256).toBe(sha256(pdfA));
    await get(criador, teamDoc.download_url);
    expect(await countOf()).toBe(before + 2);
    expect((await list(criador, { document_id: teamDoc.id })).items[0]!.downloads).toBe(before + 2);
  });

  it("answers the QR Code as SVG for the public verification address", async () => {
    const res = await get(stranger.cookie, `/api/documents/${investorsDoc.id}/qr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.body).toMatch(/^<svg/);
  });

  it("shows a PNG inline too", async () => {
    const png = tinyPng();
    const file = await upload(t.app, criador, "foto.png", png);
    const doc = ok<DocumentItem>(
      await send(criador, { file_id: file.id, name: "Foto da obra", project_id: projectId, category: "progress" }),
      201,
    );
    const res = await get(criador, doc.view_url);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="Foto da obra.png"/);
  });
});

describe("GET /api/documents filters and summary", () => {
  it("filters by search, category, status and project, and counts the summary before filters", async () => {
    const doc = await sendDocument(criador, { name: "Relatório de progresso único", category: "progress" });
    const all = await list(criador, { project_id: projectId });
    expect(all.total).toBe(all.items.length);
    const full = await list(criador);
    expect(full.summary.total).toBe(full.total);
    expect(full.summary.pending).toBe(
      full.summary.total - full.summary.approved - full.summary.rejected - full.summary.signed,
    );
    expect((await list(criador, { q: "progresso unico" })).items.map((d) => d.id)).toEqual([doc.id]);
    const progress = await list(criador, { category: "progress", project_id: projectId });
    expect(progress.items.every((d) => d.category === "progress")).toBe(true);
    expect(progress.items.map((d) => d.id)).toContain(doc.id);
    expect((await list(criador, { status: "approved", q: "progresso unico" })).items).toEqual([]);
    const none = await list(criador, { q: "nada com este nome" });
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.summary).toEqual(full.summary);
  });

  it("reads the page, its count and the summary in one statement, filtered or not (decisions 052, 061)", async () => {
    const passes: string[] = [];
    const logQuery = t.database.log.logQuery.bind(t.database.log);
    t.database.log.logQuery = (query, params) => {
      if (/ from "documents" /s.test(query)) passes.push(query);
      logQuery(query, params);
    };
    try {
      const full = await list(criador);
      expect(passes).toHaveLength(1); // the page's rows carry the total and the summary
      expect(full.total).toBe(full.summary.total);
      passes.length = 0;
      const filtered = await list(criador, { category: "progress" });
      expect(passes).toHaveLength(1);
      expect(filtered.total).toBeLessThanOrEqual(full.total);
      expect(filtered.summary).toEqual(full.summary);
      passes.length = 0;
      // A page past the end has no row to carry them: the summary and the count are asked apart.
      const past = await list(criador, { category: "progress", page: "50" });
      expect(past).toMatchObject({ items: [], total: filtered.total, summary: full.summary });
    } finally {
      t.database.log.logQuery = logQuery;
    }
  });

  it("refuses a malformed filter with a pt-BR message", async () => {
    expectApiError(await get(criador, listUrl({ category: "outros" })), 400, "VALIDATION_ERROR");
    expectApiError(await get(criador, listUrl({ status: "assinado" })), 400, "VALIDATION_ERROR");
    expectApiError(await get(criador, listUrl({ page: "0" })), 400, "VALIDATION_ERROR");
  });
});

describe("review through the approvals queue", () => {
  async function requestOf(documentId: string) {
    const [row] = await t.database.db
      .select({ id: approvalRequests.id })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectType, "document"), eq(approvalRequests.subjectId, documentId)));
    return row!.id;
  }

  it("shows documents in the queue; approval sets the status and tells the uploader", async () => {
    const doc = await sendDocument(member.cookie, { name: "Alvará de obra", category: "legal" });
    const requestId = await requestOf(doc.id);
    const queue = ok<{ items: { id: string; subject_type: string; link: string }[] }>(
      await get(legal, "/api/approvals?type=document"),
    );
    expect(queue.items.find((a) => a.id === requestId)).toMatchObject({
      subject_type: "document",
      link: `/dashboard/documents?document=${doc.id}`,
    });
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/start-analysis`));
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/approve`, { comment: "Alvará conferido." }));
    const item = (await list(member.cookie, { document_id: doc.id })).items[0]!;
    expect(item).toMatchObject({ status: "approved", review_comment: "Alvará conferido." });
    expect((await list(member.cookie, { status: "approved" })).items.map((d) => d.id)).toContain(doc.id);
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(note).toMatchObject({ title: "Documento aprovado", link: `/dashboard/documents?document=${doc.id}` });
    const mails = await outboxMailsTo(t, member.email);
    const mail = mails.find((m) =>
      m.includes(`"Alvará de obra" (versão 1) do projeto "Projeto dos Documentos" foi concluída`),
    );
    expect(mail).toContain("Alvará conferido.");
    expect(mail).toContain(`/dashboard/documents?document=${doc.id}`);
    // Decided once: approving again is a 409.
    expectApiError(await client(t.app, legal).post(`/api/approvals/${requestId}/approve`, {}), 409, "CONFLICT");
  });

  it("keeps the project's own counsel (a team member) from reviewing its documents; an outside legal user reviews them", async () => {
    const lawyer = await newAccount(t.app, "legal", { name: "Advogada da Equipe" });
    await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, lawyer.id));
    const pid = await createProject(t.app, criador, {
      title: "Projeto com Advogada",
      team: [{ name: "Advogada da Equipe", role: "juridico", email: lawyer.email }],
    });
    await joinTeam(t, lawyer, pid);
    const session = cookieHeader(await login(t.app, lawyer.email, registration().password));
    const file = await upload(t.app, criador, "contrato.pdf", tinyPdf());
    const doc = ok<DocumentItem>(
      await send(criador, { file_id: file.id, name: "Contrato de obra", project_id: pid, category: "legal" }),
      201,
    );
    const requestId = await requestOf(doc.id);
    // Decision 036: on the team is no independent reviewer, at any step.
    const refusal = "Você não pode analisar um documento que enviou ou de um projeto do qual participa.";
    const lawyerApi = client(t.app, session);
    expectApiError(await lawyerApi.post(`/api/approvals/${requestId}/start-analysis`), 403, "FORBIDDEN", refusal);
    const priority = await t.app.inject({
      method: "PATCH",
      url: `/api/approvals/${requestId}`,
      headers: { cookie: session },
      payload: { priority: "alta" },
    });
    expectApiError(priority, 403, "FORBIDDEN", refusal);
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/start-analysis`));
    expectApiError(await lawyerApi.post(`/api/approvals/${requestId}/approve`, {}), 403, "FORBIDDEN", refusal);
    expectApiError(
      await lawyerApi.post(`/api/approvals/${requestId}/reject`, { comment: "Faltam assinaturas." }),
      403,
      "FORBIDDEN",
      refusal,
    );
    expect((await list(criador, { document_id: doc.id })).items[0]).toMatchObject({ status: "pending" });
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/approve`, {}));

    // Her own project: a document its engineer sent is not hers to review either.
    const engineer = await newAccount(t.app, "investor", { name: "Engenheiro da Advogada" });
    const own = await createProject(t.app, session, {
      title: "Projeto da Advogada",
      visibility: "private",
      team: [{ name: "Engenheiro da Advogada", role: "engenheiro", email: engineer.email }],
    });
    await joinTeam(t, engineer, own);
    const ownFile = await upload(t.app, engineer.cookie, "memorial.pdf", tinyPdf());
    const ownDoc = ok<DocumentItem>(
      await send(engineer.cookie, { file_id: ownFile.id, name: "Memorial", project_id: own, category: "technical" }),
      201,
    );
    expectApiError(
      await client(t.app, session).post(`/api/approvals/${await requestOf(ownDoc.id)}/start-analysis`),
      403,
      "FORBIDDEN",
      refusal,
    );
  });

  it("keeps a team member from reviewing the project's own approval request too", async () => {
    const lawyer = await newAccount(t.app, "legal", { name: "Advogada do Rascunho" });
    await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, lawyer.id));
    const pid = await createProject(t.app, criador, {
      title: "Rascunho com Advogada",
      visibility: "private",
      team: [{ name: "Advogada do Rascunho", role: "juridico", email: lawyer.email }],
    });
    await joinTeam(t, lawyer, pid);
    ok(await client(t.app, criador).post(`/api/projects/${pid}/submit-review`));
    const [approval] = await t.database.db
      .select({ id: approvalRequests.id })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectType, "project"), eq(approvalRequests.subjectId, pid)));
    const session = cookieHeader(await login(t.app, lawyer.email, registration().password));
    expectApiError(
      await client(t.app, session).post(`/api/approvals/${approval!.id}/start-analysis`),
      403,
      "FORBIDDEN",
      "Você não pode analisar um projeto do qual participa.",
    );
  });

  it("a rejection keeps the comment on the document; a new version waits for review again", async () => {
    const doc = await sendDocument(criador, { name: "Matrícula do imóvel", category: "legal" });
    const requestId = await requestOf(doc.id);
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/start-analysis`));
    ok(await client(t.app, legal).post(`/api/approvals/${requestId}/reject`, { comment: "Matrícula desatualizada." }));
    const rejected = (await list(criador, { document_id: doc.id })).items[0]!;
    expect(rejected).toMatchObject({ status: "rejected", review_comment: "Matrícula desatualizada." });
    const next = await sendDocument(criador, { name: "Matrícula do imóvel", category: "legal" });
    expect(next).toMatchObject({ version: 2, status: "pending" });
    const versions = ok<DocumentItem[]>(await get(criador, `/api/documents/${next.id}/versions`));
    expect(versions.map((v) => v.status)).toEqual(["pending", "rejected"]);
  });
});

describe("DELETE /api/documents/:id", () => {
  it("lets only the uploader or an admin delete, and keeps the approvals history", async () => {
    const doc = await sendDocument(criador, { name: "Para excluir", visibility: "investors" });
    expectApiError(
      await client(t.app, member.cookie).del(`/api/documents/${doc.id}`),
      403,
      "FORBIDDEN",
      "Apenas quem enviou o documento ou a administração da plataforma pode excluí-lo.",
    );
    expectApiError(await client(t.app, stranger.cookie).del(`/api/documents/${doc.id}`), 403, "FORBIDDEN");
    expectApiError(await client(t.app).del(`/api/documents/${doc.id}`), 401, "UNAUTHENTICATED");
    expect((await client(t.app, criador).del(`/api/documents/${doc.id}`)).statusCode).toBe(204);
    expectApiError(await get(criador, doc.download_url), 404, "NOT_FOUND");
    expectApiError(await client(t.app, criador).del(`/api/documents/${doc.id}`), 404, "NOT_FOUND");
    const kept = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.subjectId, doc.id));
    expect(kept).toHaveLength(1);
    const byMember = await sendDocument(member.cookie, { name: "Do membro" });
    expect((await client(t.app, admin).del(`/api/documents/${byMember.id}`)).statusCode).toBe(204);
  });

  it("deleting the newest version makes the previous one the listed one", async () => {
    const v1 = await sendDocument(criador, { name: "Série curta" });
    const v2 = await sendDocument(criador, { name: "Série curta" });
    expect((await client(t.app, criador).del(`/api/documents/${v2.id}`)).statusCode).toBe(204);
    expect((await list(criador, { q: "serie curta" })).items.map((d) => [d.id, d.version_count])).toEqual([[v1.id, 1]]);
  });
});

describe("GET /api/public/verify/:code (no login)", () => {
  it("answers the name, project, version, status, upload date and SHA-256 of a known code", async () => {
    const doc = await sendDocument(criador, { name: "Documento verificável" }, pdfB);
    const res = await get(undefined, `/api/public/verify/${doc.verification_code}`);
    expect(ok<PublicVerification>(res)).toEqual({
      name: "Documento verificável",
      project_title: "Projeto dos Documentos",
      version: 1,
      status: "pending",
      uploaded_at: doc.uploaded_at,
      sha256: sha256(pdfB),
      size: pdfB.length,
      format: "PDF",
      // Not a signature request's PDF: no sealed copy (signature-seal.test.ts covers that one).
      signed: null,
    });
  });

  it("says so for an unknown or malformed code", async () => {
    const message = "Nenhum documento corresponde a este código de verificação. Confira o endereço ou o QR Code.";
    expectApiError(await get(undefined, "/api/public/verify/AAAAAAAAAAAAAAAAAAAAAA"), 404, "NOT_FOUND", message);
    expectApiError(await get(undefined, "/api/public/verify/curto"), 404, "NOT_FOUND", message);
  });
});
