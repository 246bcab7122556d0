import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema/index.ts";
import { runAdminVerify } from "../src/modules/admin/admin-verify-command.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  getDetail,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  setProject,
  upload,
  tinyPdf,
  type Account,
  type ProjectDetail,
} from "./project-helpers.ts";
import { expectApiError, register, sessionUser, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let draftId: string;
let draftDocumentUrl: string;
beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
  const pdf = await upload(t.app, criador, "balanco.pdf", tinyPdf());
  draftId = await createProject(t.app, criador, {
    title: "Rascunho com Balanço Sigiloso",
    visibility: "private",
    documents: [{ name: "Balanço", category: "financial", file_id: pdf.id }],
  });
  const detail = await getDetail(t.app, criador, draftId);
  draftDocumentUrl = detail.documents[0]!.download_url;
});
afterAll(() => t.close());

const oab = { oab_number: "123.456", oab_state: "SP" };
const legalSignUp = () => newAccount(t.app, "legal", oab);

async function listedTitles(cookie: string) {
  const page = ok<{ items: { title: string }[] }>(await client(t.app, cookie).get("/api/projects?limit=50&scope=all"));
  return page.items.map((p) => p.title);
}

describe("registering as Jurídico", () => {
  it("requires the OAB number and state, and stores them on an unverified profile", async () => {
    const missing = await register(t.app, { type: "legal" });
    const error = expectApiError(missing.res, 400, "VALIDATION_ERROR");
    expect(error.fields).toMatchObject({
      oab_number: ["Informe o número da OAB."],
      oab_state: ["Selecione a UF da OAB."],
    });
    const bad = await register(t.app, { type: "legal", oab_number: "1234567", oab_state: "XX" });
    expect(expectApiError(bad.res, 400, "VALIDATION_ERROR").fields).toMatchObject({
      oab_number: ["Informe um número de OAB válido (até 6 dígitos)."],
      oab_state: ["Selecione a UF da OAB."],
    });

    const account = await legalSignUp();
    const user = await sessionUser(t.app, account.cookie);
    expect(user).toMatchObject({ type: "legal", verified: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, account.id));
    expect(profile).toMatchObject({ oabNumber: "123456", oabState: "SP", verified: false });
  });

  it("ignores OAB fields for other types and never lets anyone register as platform_admin", async () => {
    const investor = await newAccount(t.app, "investor", oab);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, investor.id));
    expect(profile).toMatchObject({ oabNumber: null, oabState: null });
    const admin = await register(t.app, { type: "platform_admin" });
    expectApiError(admin.res, 400, "VALIDATION_ERROR");
    expect(await sessionUser(t.app, admin.cookie)).toBeNull();
  });
});

describe("an unverified legal account has no more access than an investor", () => {
  let legal: Account;
  beforeAll(async () => {
    legal = await legalSignUp();
  });

  it("lists no other creator's drafts or private projects", async () => {
    const titles = await listedTitles(legal.cookie);
    expect(titles).not.toContain("Rascunho com Balanço Sigiloso");
    expect(titles).not.toContain(SEEDED.bosqueVerde);
    expect(titles).not.toContain(SEEDED.casaDeCampo);
    expect(titles.sort()).toEqual((await listedTitles(await loginAs(t.app, DEMO.ana))).sort());
  });

  it("reads no draft and downloads no private document (404)", async () => {
    const api = client(t.app, legal.cookie);
    expectApiError(await api.get(`/api/projects/${draftId}`), 404, "NOT_FOUND");
    expectApiError(await api.get(draftDocumentUrl), 404, "NOT_FOUND");
    expectApiError(
      await api.get(`/api/projects/${await projectIdByTitle(t.database.db, SEEDED.bosqueVerde)}`),
      404,
      "NOT_FOUND",
    );
  });

  it("neither lists nor downloads a team document of a public project (404, as unknown)", async () => {
    const pdf = await upload(t.app, criador, "contrato.pdf", tinyPdf());
    const id = await createProject(t.app, criador, {
      title: "Projeto Público com Contrato",
      visibility: "public",
      documents: [{ name: "Contrato", category: "legal", file_id: pdf.id }],
    });
    await setProject(t.database.db, id, { status: "planning" });
    expect((await getDetail(t.app, legal.cookie, id)).documents).toEqual([]);
    const [document] = (await getDetail(t.app, criador, id)).documents;
    expectApiError(await client(t.app, legal.cookie).get(document!.download_url), 404, "NOT_FOUND");
  });

  it("cannot create a project", async () => {
    const res = await client(t.app, legal.cookie).post("/api/projects", {
      purpose: "personal",
      title: "Projeto Jurídico",
      location_city: "Campinas",
      location_state: "SP",
      project_type: "casas",
    });
    expectApiError(
      res,
      403,
      "FORBIDDEN",
      "Sua conta jurídica aguarda verificação. Você poderá criar projetos depois que ela for verificada.",
    );
  });

  it("gains legal access once a platform admin verifies it through the API", async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const pending = ok<{ items: { id: string; oab_number: string; oab_state: string }[] }>(
      await client(t.app, admin).get("/api/admin/legal-accounts"),
    );
    expect(pending.items.find((a) => a.id === legal.id)).toMatchObject({ oab_number: "123456", oab_state: "SP" });

    ok(await client(t.app, admin).post(`/api/admin/users/${legal.id}/verify`));
    expect(await sessionUser(t.app, legal.cookie)).toMatchObject({ type: "legal", verified: true });
    expect(await listedTitles(legal.cookie)).toContain("Rascunho com Balanço Sigiloso");
    expect((await getDetail(t.app, legal.cookie, draftId)).title).toBe("Rascunho com Balanço Sigiloso");
    const download = await client(t.app, legal.cookie).get(draftDocumentUrl);
    expect(download.statusCode, download.body).toBe(200);
    const created = await client(t.app, legal.cookie).post("/api/projects", {
      purpose: "personal",
      title: "Projeto Jurídico Verificado",
      location_city: "Campinas",
      location_state: "SP",
      project_type: "casas",
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = ok<{ items: { id: string }[] }>(await client(t.app, admin).get("/api/admin/legal-accounts"));
    expect(list.items.map((a) => a.id)).not.toContain(legal.id);
  });
});

describe("the verification API refuses everyone but platform admins", () => {
  it("answers 401 without a session and 403 to every other type, the demo legal account included", async () => {
    const target = await legalSignUp();
    expectApiError(await client(t.app).post(`/api/admin/users/${target.id}/verify`), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).get("/api/admin/legal-accounts"), 401, "UNAUTHENTICATED");
    for (const email of [DEMO.legal, DEMO.creator, DEMO.ana, DEMO.supplier]) {
      const api = client(t.app, await loginAs(t.app, email));
      expectApiError(
        await api.post(`/api/admin/users/${target.id}/verify`),
        403,
        "FORBIDDEN",
        "Esta área é exclusiva dos administradores da plataforma.",
      );
      expectApiError(await api.get("/api/admin/legal-accounts"), 403, "FORBIDDEN");
    }
    // The account cannot verify itself either.
    expectApiError(await client(t.app, target.cookie).post(`/api/admin/users/${target.id}/verify`), 403, "FORBIDDEN");
    expect(await sessionUser(t.app, target.cookie)).toMatchObject({ verified: false });
  });

  it("answers 404 for an unknown account and 400 for a malformed id", async () => {
    const admin = client(t.app, await loginAs(t.app, DEMO.admin));
    expectApiError(await admin.post(`/api/admin/users/${crypto.randomUUID()}/verify`), 404, "NOT_FOUND");
    expectApiError(await admin.post("/api/admin/users/abc/verify"), 400, "VALIDATION_ERROR");
  });
});

describe("npm run admin:verify", () => {
  it("verifies the account with that e-mail", async () => {
    const legal = await legalSignUp();
    expect(await runAdminVerify(t.database, ["--", legal.email.toUpperCase()], t.config.publicUrl)).toEqual({
      ok: true,
      message: `${legal.email} (legal) verificada.`,
    });
    const detail: ProjectDetail = await getDetail(t.app, legal.cookie, draftId);
    expect(detail.title).toBe("Rascunho com Balanço Sigiloso");
    expect(await runAdminVerify(t.database, [legal.email], t.config.publicUrl)).toMatchObject({ ok: true });
  });

  it("fails with a message for an unknown e-mail or a missing argument", async () => {
    expect(await runAdminVerify(t.database, ["ninguem@exemplo.com.br"], t.config.publicUrl)).toEqual({
      ok: false,
      message: "Nenhuma conta com o email ninguem@exemplo.com.br.",
    });
    expect(await runAdminVerify(t.database, [], t.config.publicUrl)).toMatchObject({ ok: false });
  });
});
