import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_FILTER_PROJECTS_PAGE_SIZE } from "@alicerce/shared/documents";
import type { DocumentFilterProjects, DocumentItem, DocumentList } from "@alicerce/shared/schemas/documents";
import { investments, projects } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  loginAs,
  newAccount,
  ok,
  setProject,
  tinyPdf,
  upload,
  userIdOf,
  type Account,
} from "./project-helpers.ts";
import { captureStatement, plansChosen } from "./query-plans.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

// The documents screen's scope and its project picker (decision 053).

let t: TestApp;
let criador: string;
let admin: string;
let holder: Account;
let stranger: Account;
let projectId: string;
let teamDoc: DocumentItem;
let investorsDoc: DocumentItem;

const get = (cookie: string | undefined, url: string) => client(t.app, cookie).get(url);
const list = async (cookie: string, query: Record<string, string> = {}) =>
  ok<DocumentList>(await get(cookie, `/api/documents?${new URLSearchParams(query)}`));
const picker = async (cookie: string, query: Record<string, string> = {}) =>
  ok<DocumentFilterProjects>(await get(cookie, `/api/documents/project-filter?${new URLSearchParams(query)}`));

/** Every page of the picker, following the cursors. */
async function everyPick(cookie: string, q?: string) {
  const seen: { id: string; title: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: DocumentFilterProjects = await picker(cookie, { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(DOCUMENT_FILTER_PROJECTS_PAGE_SIZE);
    seen.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

async function sendDocument(cookie: string, body: Record<string, unknown>): Promise<DocumentItem> {
  const file = await upload(t.app, cookie, "arquivo.pdf", tinyPdf());
  return ok<DocumentItem>(
    await client(t.app, cookie).post("/api/documents", { file_id: file.id, category: "legal", ...body }),
    201,
  );
}

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
  admin = await loginAs(t.app, DEMO.admin);
  holder = await newAccount(t.app, "investor", { name: "Investidora Comprometida" });
  stranger = await newAccount(t.app, "investor", { name: "Pessoa Que Só Olha" });
  projectId = await createProject(t.app, criador, { title: "Escopo dos Documentos", visibility: "public" });
  await setProject(t.database.db, projectId, { status: "planning" });
  teamDoc = await sendDocument(criador, { name: "Planilha interna", project_id: projectId });
  investorsDoc = await sendDocument(criador, {
    name: "Lâmina da oferta",
    project_id: projectId,
    visibility: "investors",
  });
  await t.database.db.insert(investments).values({
    projectId,
    investorId: holder.id,
    amount: "5000.00",
    withdrawableUntil: new Date(Date.now() + 5 * 86_400_000),
  });
});
afterAll(() => t.close());

describe("GET /api/documents lists the projects one works with (decision 053)", () => {
  it("shows an investor with an active commitment the project's investor documents, never its team ones", async () => {
    const seen = await list(holder.cookie);
    expect(seen.items.map((d) => d.id)).toEqual([investorsDoc.id]);
    expect(seen.total).toBe(1);
    expect(seen.summary).toEqual({ total: 1, approved: 0, pending: 1, rejected: 0, signed: 0 });
    const filtered = await list(holder.cookie, { project_id: projectId });
    expect(filtered.project).toEqual({ id: projectId, title: "Escopo dos Documentos" });
  });

  it("leaves a public project's documents out for someone who only sees it; reading them stays allowed", async () => {
    const seen = await list(stranger.cookie);
    expect(seen.items).toEqual([]);
    expect(seen.summary.total).toBe(0);
    expect((await get(stranger.cookie, investorsDoc.download_url)).statusCode).toBe(200);
    expect((await get(stranger.cookie, teamDoc.download_url)).statusCode).toBe(404);
  });

  it("takes the documents out of the list once the commitment is withdrawn", async () => {
    await t.database.db
      .update(investments)
      .set({ status: "withdrawn", withdrawnAt: new Date() })
      .where(eq(investments.investorId, holder.id));
    try {
      expect((await list(holder.cookie)).items).toEqual([]);
      expect((await picker(holder.cookie)).items).toEqual([]);
    } finally {
      await t.database.db
        .update(investments)
        .set({ status: "active", withdrawnAt: null })
        .where(eq(investments.investorId, holder.id));
    }
  });

  it("lists every document of the creator's projects, and everything for the admin", async () => {
    for (const cookie of [criador, admin]) {
      const ids = (await list(cookie, { project_id: projectId })).items.map((d) => d.id);
      expect(ids).toEqual([investorsDoc.id, teamDoc.id]);
    }
  });

  it("lists what one uploaded to a project one has left", async () => {
    const member = await newAccount(t.app, "creator", { name: "Ex Criadora" });
    const own = await createProject(t.app, member.cookie, { title: "Projeto Passado Adiante", visibility: "private" });
    const doc = await sendDocument(member.cookie, { name: "Memorial", project_id: own });
    const criadorId = await userIdOf(t.database.db, DEMO.creator);
    await t.database.db.update(projects).set({ createdBy: criadorId }).where(eq(projects.id, own));
    expect((await list(member.cookie)).items.map((d) => d.id)).toEqual([doc.id]);
    expect((await picker(member.cookie)).items.map((p) => p.id)).toEqual([own]);
  });
});

describe("GET /api/documents starts at the reader's own projects (decision 131)", () => {
  /** A public project of the demo creator, past draft, with a document for investors and one for the team. */
  async function backedProject(title: string) {
    const id = await createProject(t.app, criador, { title, visibility: "public" });
    await setProject(t.database.db, id, { status: "planning" });
    const forInvestors = await sendDocument(criador, {
      name: `Lâmina ${title}`,
      project_id: id,
      visibility: "investors",
    });
    await sendDocument(criador, { name: `Planilha ${title}`, project_id: id });
    return { id, forInvestors };
  }
  const commit = (projectId: string, investorId: string) =>
    t.database.db.insert(investments).values({
      projectId,
      investorId,
      amount: "5000.00",
      withdrawableUntil: new Date(Date.now() + 5 * 86_400_000),
    });

  it("lists each investor the documents for investors of their own projects only, with their counts", async () => {
    const many = await newAccount(t.app, "investor", { name: "Investidora de Muitos Projetos" });
    const few = await newAccount(t.app, "investor", { name: "Investidor de Um Projeto" });
    const backed = [];
    for (const title of ["Escopo Um", "Escopo Dois", "Escopo Três"]) backed.push(await backedProject(title));
    for (const { id } of backed) await commit(id, many.id);
    await commit(backed[1]!.id, few.id);

    const manySees = await list(many.cookie);
    expect(manySees.items.map((d) => d.id).sort()).toEqual(backed.map((b) => b.forInvestors.id).sort());
    expect(manySees.total).toBe(3);
    expect(manySees.summary).toEqual({ total: 3, approved: 0, pending: 3, rejected: 0, signed: 0 });
    const fewSees = await list(few.cookie);
    expect(fewSees.items.map((d) => d.id)).toEqual([backed[1]!.forInvestors.id]);
    expect(fewSees.summary).toEqual({ total: 1, approved: 0, pending: 1, rejected: 0, signed: 0 });
    // Pages of a long list hold each document once, newest first.
    expect((await list(many.cookie, { page: "2" })).items).toEqual([]);
  });

  it("shows a holder the newest version for investors when a newer one is for the team", async () => {
    const { id, forInvestors } = await backedProject("Escopo Versões");
    const reader = await newAccount(t.app, "investor", { name: "Investidora das Versões" });
    await commit(id, reader.id);
    const teamVersion = await sendDocument(criador, { name: `Lâmina Escopo Versões`, project_id: id });
    expect(teamVersion).toMatchObject({ series_id: forInvestors.id, version: 2 });

    const seen = await list(reader.cookie);
    expect(seen.items.map((d) => [d.id, d.version, d.version_count])).toEqual([[forInvestors.id, 1, 1]]);
    expect(seen.summary.total).toBe(1);
    const team = await list(criador, { project_id: id });
    expect(team.items.map((d) => [d.id, d.version_count])).toContainEqual([teamVersion.id, 2]);
    expect(team.items.map((d) => d.id)).not.toContain(forInvestors.id);
  });
});

describe("GET /api/documents/project-filter", () => {
  it("offers only the projects of one's documents screen", async () => {
    expect((await picker(holder.cookie)).items).toEqual([{ id: projectId, title: "Escopo dos Documentos" }]);
    expect((await picker(stranger.cookie)).items).toEqual([]);
    const creatorTitles = (await everyPick(criador)).map((p) => p.title);
    expect(creatorTitles).toContain("Escopo dos Documentos");
    expect(creatorTitles).toContain("Residencial Jardim das Acácias");
    expect(creatorTitles).not.toContain("Edifício Mirante do Lago"); // Marina's
    expect(await everyPick(admin)).toContainEqual({ id: expect.any(String), title: "Edifício Mirante do Lago" });
  });

  it("searches without accents or case", async () => {
    expect((await picker(criador, { q: "JARDIM DAS ACACIAS" })).items.map((p) => p.title)).toEqual([
      "Residencial Jardim das Acácias",
    ]);
    expect((await picker(criador, { q: "nenhum projeto assim" })).items).toEqual([]);
  });

  it("pages by title with a cursor: every project once, in order, even with a project added meanwhile", async () => {
    for (const title of ["Mais Um Projeto", "Outro Projeto Ainda"]) await createProject(t.app, criador, { title });
    const all = await everyPick(admin);
    const count = (await t.database.db.select({ id: projects.id }).from(projects)).length;
    expect(all).toHaveLength(count);
    expect(count).toBeGreaterThan(DOCUMENT_FILTER_PROJECTS_PAGE_SIZE);
    expect(new Set(all.map((p) => p.id)).size).toBe(count);
    const sortedByDb = (
      await t.database.db.select({ id: projects.id }).from(projects).orderBy(projects.title, projects.id)
    ).map((p) => p.id);
    expect(all.map((p) => p.id)).toEqual(sortedByDb);

    const first = await picker(admin);
    expect(first.next_cursor).toEqual(expect.any(String));
    await createProject(t.app, criador, { title: "AAA Primeiro da Lista" });
    const second = await picker(admin, { cursor: first.next_cursor! });
    expect(second.items[0]!.id).toBe(all[DOCUMENT_FILTER_PROJECTS_PAGE_SIZE]!.id);
  });

  it("refuses no session (401) and a malformed cursor (400, pt-BR)", async () => {
    expectApiError(await get(undefined, "/api/documents/project-filter"), 401, "UNAUTHENTICATED");
    const bad = [
      "nao-e-cursor",
      Buffer.from(JSON.stringify(["Título", "x"])).toString("base64url"),
      Buffer.from("[1,2]").toString("base64url"),
    ];
    for (const cursor of bad) {
      expectApiError(
        await get(criador, `/api/documents/project-filter?cursor=${cursor}`),
        400,
        "VALIDATION_ERROR",
        "Página de projetos inválida. Busque o projeto de novo.",
      );
    }
  });
});

describe("GET /api/documents as a prepared statement (decision 086)", () => {
  it("is planned once per connection: PostgreSQL keeps its generic plan after five calls, for any reader", async () => {
    // With the tables' statistics, as on a running platform (autovacuum analyses them): without any,
    // PostgreSQL's default estimates made both plans cost alike.
    await t.database.db.execute(sql`analyze`);
    for (const cookie of [criador, holder.cookie, stranger.cookie]) {
      const page = await captureStatement(
        t.database,
        (query) => query.startsWith('with "part"'),
        async () => ok<DocumentList>(await client(t.app, cookie).get("/api/documents")),
      );
      // With the reader's id and e-mail, the enum values, the LIMIT and the OFFSET bound, PostgreSQL costed
      // the generic plan above each call's own and planned every call anew: 0.1–0.18 ms a call.
      expect(await plansChosen(t.database, page)).toEqual({ custom: 5, generic: 3 });
    }
  });
});
