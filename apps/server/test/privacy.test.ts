import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "@alicerce/shared/schemas/privacy";
import {
  ACCOUNT_DELETION_BLOCKERS,
  DATA_EXPORT_ALREADY_PENDING,
  DATA_EXPORT_DAILY_LIMIT,
  DATA_EXPORT_NOT_FOUND,
} from "@alicerce/shared/schemas/privacy";
import {
  dataExports,
  files,
  mailOutbox,
  profiles,
  projectTeamMembers,
  signatureEvents,
  signatureSigners,
  user as users,
} from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  DEMO,
  invest,
  loginAs,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  setProject,
  SEEDED,
  tinyPdf,
  tinyPng,
  upload,
  withdraw,
  type Account,
} from "./project-helpers.ts";
import { enqueueMail } from "../src/mail/outbox.ts";
import { dayFrom, newRequest, signAs } from "./signature-flow-helpers.ts";
import { markEmailConfirmed } from "./signing-helpers.ts";
import { dataExportLink, registerSupplier } from "./supplier-helpers.ts";
import { createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";

// "Baixar meus dados" and "Excluir minha conta" (docs/product/privacy.md).

const DAY = 24 * 3600 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let criador: string;
let acacias: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  criador = await loginAs(t.app, DEMO.creator);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

const PASSWORD = "uma senha longa e boa";
const exportsOf = async (cookie: string) =>
  ok<{ items: DataExport[] }>(await client(t.app, cookie).get("/api/account/data-export")).items;

/** The download link of the newest "dados estão prontos" mail to `email`. */
async function exportLink(email: string): Promise<URL> {
  const link = await dataExportLink(t, email);
  expect(link, "no export mail").not.toBeNull();
  return link!;
}

const download = (url: URL | string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: typeof url === "string" ? url : url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });

describe("Baixar meus dados", () => {
  let paula: Account;
  let other: Account;
  let link: URL;
  let avatarId: string;
  let docId: string;

  beforeAll(async () => {
    paula = await newAccount(t.app, "investor", { name: "Paula Exporta" });
    other = await newAccount(t.app, "investor", { name: "Otto Outro" });
    const api = client(t.app, paula.cookie);
    const avatar = await upload(t.app, paula.cookie, "minha-foto.png", tinyPng());
    avatarId = avatar.id;
    const me = ok<{ cpf: string; phone: string }>(await api.get("/api/account"));
    ok(await api.put("/api/account/notification-preferences", { email: true, push: false, weekly_summary: true }));
    ok(
      await t.app.inject({
        method: "PATCH",
        url: "/api/account/profile",
        headers: { cookie: paula.cookie },
        payload: { name: "Paula Exporta", cpf: me.cpf, phone: me.phone, avatar_file_id: avatar.id },
      }),
    );
    docId = (await upload(t.app, paula.cookie, "planilha.pdf", tinyPdf())).id;
    // Someone else's upload and chat: none of it may reach Paula's ZIP.
    await upload(t.app, other.cookie, "segredo-do-otto.pdf", tinyPdf());
    const chat = ok<{ id: string }>(await api.post("/api/chat/conversations/direct", { user_id: other.id }), 201);
    ok(
      await api.post(`/api/chat/conversations/${chat.id}/messages`, { client_id: randomUUID(), content: "Oi, Otto!" }),
      201,
    );
    ok(
      await client(t.app, other.cookie).post(`/api/chat/conversations/${chat.id}/messages`, {
        client_id: randomUUID(),
        content: "Mensagem do Otto",
      }),
      201,
    );
  });

  it("prepares the ZIP in the job, mails a 7-day link, and the ZIP holds every section and the uploads, nothing of others", async () => {
    const asked = await client(t.app, paula.cookie).post("/api/account/data-export");
    expect(ok<{ message: string }>(asked).message).toContain("Estamos preparando seus dados");
    expect((await exportsOf(paula.cookie))[0]).toMatchObject({ status: "pending", available: false });
    // A second request while one is pending is refused, in Portuguese.
    expectApiError(
      await client(t.app, paula.cookie).post("/api/account/data-export"),
      409,
      "CONFLICT",
      DATA_EXPORT_ALREADY_PENDING,
    );

    expect(await t.app.jobs.dataExports()).toBe(1);
    const [ready] = await exportsOf(paula.cookie);
    expect(ready).toMatchObject({ status: "ready", available: true });
    expect(new Date(ready!.expires_at!).getTime() - new Date(ready!.ready_at!).getTime()).toBe(7 * DAY);

    link = await exportLink(paula.email);
    expect(link.pathname).toBe(`/api/account/data-export/${ready!.id}/download`);
    const res = await download(link, paula.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="alicerce-meus-dados-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    for (const section of [
      "LEIA-ME.txt",
      "perfil.json",
      "projetos.json",
      "investimentos.json",
      "cotacoes.json",
      "documentos.json",
      "mensagens.json",
      "assinaturas.json",
      "notificacoes.json",
      "arquivos.json",
    ]) {
      expect(names).toContain(section);
    }
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;
    expect(json("perfil.json")).toMatchObject({
      conta: { email: paula.email },
      perfil: { name: "Paula Exporta", avatarFileId: avatarId },
      preferencias: { weeklySummaryEnabled: true, pushEnabled: false },
    });
    expect((json("mensagens.json") as { content: string }[]).map((m) => m.content)).toEqual(["Oi, Otto!"]);
    // The diary updates she posted (none: she is no project's team).
    expect(json("projetos.json")).toMatchObject({ diario_de_obra: [] });
    // Her uploads, byte for byte; nothing Otto sent.
    const avatarEntry = names.find((n) => n === `arquivos/${avatarId}-minha-foto.png`);
    expect(Buffer.from(zip[avatarEntry!]!)).toEqual(tinyPng());
    expect(names).toContain(`arquivos/${docId}-planilha.pdf`);
    const everything = names.map((n) => strFromU8(zip[n]!, true)).join("\n");
    expect(everything).not.toContain("segredo-do-otto");
    expect(everything).not.toContain("Mensagem do Otto");
    expect(everything).not.toContain(other.email);
  });

  it("answers 404 to another account's session and to a wrong token, and 401 without a session", async () => {
    expectApiError(await download(link, other.cookie), 404, "NOT_FOUND", DATA_EXPORT_NOT_FOUND);
    const wrong = new URL(link);
    wrong.searchParams.set("token", "x".repeat(43));
    expectApiError(await download(wrong, paula.cookie), 404, "NOT_FOUND", DATA_EXPORT_NOT_FOUND);
    expectApiError(await download(link.pathname, paula.cookie), 400, "VALIDATION_ERROR");
    expectApiError(await download(link), 401, "UNAUTHENTICATED");
    // The other account does not see Paula's requests either.
    expect(await exportsOf(other.cookie)).toEqual([]);
  });

  it("refuses a fourth request in 24 hours", async () => {
    const api = client(t.app, paula.cookie);
    ok(await api.post("/api/account/data-export"));
    await t.app.jobs.dataExports();
    ok(await api.post("/api/account/data-export"));
    await t.app.jobs.dataExports();
    expectApiError(await api.post("/api/account/data-export"), 429, "TOO_MANY_REQUESTS", DATA_EXPORT_DAILY_LIMIT);
  });

  it("lets the link expire after 7 days and the housekeeping deletes the ZIP", async () => {
    const [row] = await t.database.db
      .select({ fileId: dataExports.fileId })
      .from(dataExports)
      .where(eq(dataExports.userId, paula.id))
      .orderBy(asc(dataExports.requestedAt))
      .limit(1);
    expect(row!.fileId).not.toBeNull();
    offset = 8 * DAY;
    try {
      expectApiError(await download(link, paula.cookie), 404, "NOT_FOUND", DATA_EXPORT_NOT_FOUND);
      // The file's own age (the database clock) must pass the uploads' grace period too.
      await t.database.db
        .update(files)
        .set({ createdAt: new Date(Date.now() - 8 * DAY) })
        .where(eq(files.id, row!.fileId!));
      await t.app.jobs.cleanUp();
      expect(await t.database.db.select().from(files).where(eq(files.id, row!.fileId!))).toEqual([]);
      expect((await exportsOf(paula.cookie)).every((e) => !e.available)).toBe(true);
      // Paula's own uploads stay: the avatar is in use.
      expect(await t.database.db.select().from(files).where(eq(files.id, avatarId))).toHaveLength(1);
    } finally {
      offset = 0;
    }
  });
});

describe("Excluir minha conta", () => {
  const deleteAccount = (cookie: string, body: unknown) => client(t.app, cookie).post("/api/account/delete", body);
  const confirmBody = { password: PASSWORD, confirmation: "EXCLUIR" };

  it("needs the password and the typed confirmation", async () => {
    const someone = await newAccount(t.app, "investor");
    const wrongPassword = expectApiError(
      await deleteAccount(someone.cookie, { password: "outra senha qualquer", confirmation: "EXCLUIR" }),
      400,
      "VALIDATION_ERROR",
      "Senha incorreta.",
    );
    expect(wrongPassword.fields).toEqual({ password: ["Senha incorreta."] });
    const wrongText = expectApiError(
      await deleteAccount(someone.cookie, { password: PASSWORD, confirmation: "excluir já" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(wrongText.fields?.confirmation).toEqual(["Digite EXCLUIR para confirmar."]);
    expect(await sessionUser(t.app, someone.cookie)).toMatchObject({ email: someone.email });
  });

  it("is refused while the person has an active investment", async () => {
    const investor = await newAccount(t.app, "investor");
    await invest(t.app, investor.cookie, acacias, 5_000);
    const refused = expectApiError(await deleteAccount(investor.cookie, confirmBody), 409, "CONFLICT");
    expect(refused.message).toContain(ACCOUNT_DELETION_BLOCKERS.active_investments);
    expect(refused.fields).toEqual({ account: [ACCOUNT_DELETION_BLOCKERS.active_investments] });
  });

  it("is refused while the person's raise is open, and while a contract they sent awaits signatures", async () => {
    await newRequest(t.app, criador, { projectId: acacias, dueDate: dayFrom(now(), 10), title: "Enviado pelo Carlos" });
    const refused = expectApiError(
      await deleteAccount(criador, { password: "alicerce123", confirmation: "EXCLUIR" }),
      409,
      "CONFLICT",
    );
    expect(refused.fields?.account).toEqual(
      expect.arrayContaining([
        ACCOUNT_DELETION_BLOCKERS.open_raises,
        ACCOUNT_DELETION_BLOCKERS.pending_signatures_as_sender,
      ]),
    );
    expect(await sessionUser(t.app, criador)).toMatchObject({ email: DEMO.creator });
  });

  it("is refused for a creator while a project of theirs in execution or completed holds others' active investments", async () => {
    const creator = await newAccount(t.app, "creator", { password: PASSWORD, name: "Celso Cria" });
    const investor = await newAccount(t.app, "investor");
    const projectId = await openRaise(t, creator.cookie);
    await invest(t.app, investor.cookie, projectId, 5_000);
    for (const status of ["in_progress", "completed"] as const) {
      await setProject(t.database.db, projectId, { status });
      const refused = expectApiError(await deleteAccount(creator.cookie, confirmBody), 409, "CONFLICT");
      expect(refused.message).toBe(
        `Não é possível excluir sua conta agora. ${ACCOUNT_DELETION_BLOCKERS.others_money_in_projects}`,
      );
      expect(refused.fields).toEqual({ account: [ACCOUNT_DELETION_BLOCKERS.others_money_in_projects] });
      // Nothing written: the account still signs in and keeps its name.
      expect(await sessionUser(t.app, creator.cookie)).toMatchObject({ email: creator.email, name: "Celso Cria" });
    }
  });

  it("lets a creator whose projects hold no one else's active money delete the account", async () => {
    const creator = await newAccount(t.app, "creator", { password: PASSWORD });
    const investor = await newAccount(t.app, "investor");
    const projectId = await openRaise(t, creator.cookie);
    const commitment = await invest(t.app, investor.cookie, projectId, 5_000);
    await withdraw(t.app, investor.cookie, commitment.id);
    await setProject(t.database.db, projectId, { status: "in_progress" });
    ok(await deleteAccount(creator.cookie, confirmBody));
  });

  it("is refused while a contract awaits the person's signature", async () => {
    const signer = await newAccount(t.app, "investor");
    await newRequest(t.app, criador, {
      projectId: acacias,
      dueDate: dayFrom(now(), 10),
      signers: [{ name: signer.name, email: signer.email }],
    });
    const refused = expectApiError(await deleteAccount(signer.cookie, confirmBody), 409, "CONFLICT");
    expect(refused.fields).toEqual({ account: [ACCOUNT_DELETION_BLOCKERS.pending_signatures_as_signer] });
  });

  it("anonymises the account, ends its sessions and login, withdraws its invitations, and leaves the signature trail as it was", async () => {
    const person = await newAccount(t.app, "investor", { name: "Rita Remove" });
    const [identity] = await t.database.db
      .select({ cpf: profiles.cpf })
      .from(profiles)
      .where(eq(profiles.userId, person.id));
    const cpf = identity!.cpf;
    await markEmailConfirmed(t, person.id);
    // A signed contract: its trail is legal evidence (Lei 14.063) and keeps what she confirmed.
    const request = await newRequest(t.app, criador, {
      projectId: acacias,
      dueDate: dayFrom(now(), 10),
      signers: [{ name: "Rita Remove", email: person.email }],
    });
    ok(await signAs(t, person.cookie, request.id, { name: "Rita Remove", cpf: cpf! }));
    const trailBefore = await t.database.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, request.id));
    const signersBefore = await t.database.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.requestId, request.id));
    const apiTrailBefore = ok(await client(t.app, criador).get(`/api/signatures/${request.id}/events`));
    // A pending invitation to her address, from Carlos's wizard.
    const invitedTo = await createProject(t.app, criador, {
      title: "Projeto que convida a Rita",
      visibility: "private",
      team: [{ name: "Rita Remove", role: "engenheiro", email: person.email }],
    });
    const second = await login(t.app, person.email, PASSWORD);
    expect(second.statusCode).toBe(200);

    const res = await deleteAccount(person.cookie, confirmBody);
    expect(ok<{ message: string }>(res).message).toBe("Sua conta foi excluída. Seus dados pessoais foram removidos.");
    expect(res.headers["set-cookie"]).toBeDefined();

    const [row] = await t.database.db
      .select({ u: users, p: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, person.id));
    expect(row!.u).toMatchObject({
      name: "Usuário removido",
      email: `removido+${person.id}@alicerce.invalid`,
      image: null,
    });
    expect(row!.u.deletedAt).not.toBeNull();
    expect(row!.p).toMatchObject({
      name: "Usuário removido",
      cpf: null,
      phone: null,
      avatarUrl: null,
      avatarFileId: null,
    });

    // Both sessions ended; the password no longer signs in (nor does the placeholder address).
    expect(await sessionUser(t.app, person.cookie)).toBeNull();
    expectApiError(await login(t.app, person.email, PASSWORD), 401, "INVALID_CREDENTIALS");
    expectApiError(await login(t.app, row!.u.email, PASSWORD), 401, "INVALID_CREDENTIALS");

    // Nothing is ever queued to the placeholder address (a notice that still names the account).
    await enqueueMail(t.database.db, { to: row!.u.email, subject: "Aviso", text: "Teste", kind: "account" });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.u.email))).toEqual([]);

    const [invitation] = await t.database.db
      .select({ status: projectTeamMembers.invitationStatus })
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, invitedTo));
    expect(invitation!.status).toBe("withdrawn");

    // The trail and the signer rows hold the name and CPF confirmed at signing, unchanged.
    expect(await t.database.db.select().from(signatureEvents).where(eq(signatureEvents.requestId, request.id))).toEqual(
      trailBefore,
    );
    const signersAfter = await t.database.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.requestId, request.id));
    expect(signersAfter).toEqual(signersBefore);
    expect(signersAfter[0]).toMatchObject({ name: "Rita Remove", cpf, status: "signed" });
    expect(ok(await client(t.app, criador).get(`/api/signatures/${request.id}/events`))).toEqual(apiTrailBefore);
  });

  it("shows a deleted supplier's public page with 'Usuário removido'", async () => {
    const owner = await newAccount(t.app, "supplier", { name: "Sérgio Fornece" });
    const supplier = await registerSupplier(t.app, owner.cookie);
    ok(await deleteAccount(owner.cookie, confirmBody));
    const page = ok<{ owner: { name: string; avatar_url: string | null } }>(
      await client(t.app, criador).get(`/api/suppliers/${supplier.id}`),
    );
    expect(page.owner).toEqual({ name: "Usuário removido", avatar_url: null });
    const cards = ok<{ items: { id: string; owner_name: string }[] }>(
      await client(t.app, criador).get(`/api/suppliers?limit=50&q=${encodeURIComponent(supplier.company_name)}`),
    );
    expect(cards.items.find((c) => c.id === supplier.id)?.owner_name).toBe("Usuário removido");
  });
});
