import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSignatureInput, SignatureEvent, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { investments, profiles, signatureCodes, signatureRequests, user as users } from "../src/db/schema/index.ts";
import {
  client,
  DEMO,
  loginAll,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  upload,
  type Account,
} from "./project-helpers.ts";
import { codesMailedTo, confirmEmailByLink, markEmailConfirmed, requestCode } from "./signing-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, maskedCpf, nextCpf, type TestApp } from "./test-app.ts";

// The signer is who the invitation names (decision 033).

const MINUTE = 60_000;
/** The app's clock: tests move it to pass the code's life and the resend wait. */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const advance = (ms: number) => (offset += ms);
function dayIn(days: number): string {
  const base = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now());
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let t: TestApp;
let criador: string;
let juridico: string;
let acacias: string;

async function pdfFile(cookie: string) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText("Contrato", { x: 20, y: 350 });
  return (await upload(t.app, cookie, "contrato.pdf", Buffer.from(await doc.save()))).id;
}

async function createRequest(signers: CreateSignatureInput["signers"], overrides: Partial<CreateSignatureInput> = {}) {
  return ok<SignatureRequest>(
    await client(t.app, criador).post("/api/signatures", {
      title: "Contrato confidencial",
      project_id: acacias,
      type: "service",
      amount: 1_000,
      due_date: dayIn(10),
      file_id: await pdfFile(criador),
      signers,
      ...overrides,
    }),
    201,
  );
}

const api = (cookie: string) => client(t.app, cookie);
const sign = (cookie: string, id: string, body: object) => api(cookie).post(`/api/signatures/${id}/sign`, body);
const refuse = (cookie: string, id: string, body: object) => api(cookie).post(`/api/signatures/${id}/refuse`, body);
// Read as the legal desk, who sees the trail whole (its sender sees CPF, IP and browser masked: decision 036).
const trail = async (id: string) =>
  ok<{ items: SignatureEvent[] }>(await api(juridico).get(`/api/signatures/${id}/events`)).items;
const cpfOf = async (userId: string) =>
  (await t.database.db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, userId)))[0]!.cpf!;

/** A registered, confirmed account with its CPF. */
async function person(name: string) {
  const account = await newAccount(t.app, "investor", { name });
  await markEmailConfirmed(t, account.id);
  return { ...account, cpf: await cpfOf(account.id) };
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  [criador, juridico] = await loginAll(t.app, DEMO.creator, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

describe("the attack: whoever registers the invited e-mail first", () => {
  it("cannot see, ask a code for or sign until the e-mail is confirmed, then needs the mailed code", async () => {
    const email = `vitima.${Date.now()}@x.test`;
    const request = await createRequest([{ name: "Vítima Verdadeira", email }]);
    const squatter = await newAccount(t.app, "investor", { email, name: "Vítima Verdadeira" });
    const squatterCpf = await cpfOf(squatter.id);
    const body = { name: "Vítima Verdadeira", cpf: squatterCpf, agree: true };

    // Not confirmed: nothing of the request is readable, the dialog only says why (decision 093).
    for (const path of ["", "/file", "/download", "/events"]) {
      expectApiError(
        await api(squatter.cookie).get(`/api/signatures/${request.id}${path}`),
        403,
        "EMAIL_NOT_VERIFIED",
        "Confirme seu e-mail antes de ver, assinar ou recusar este contrato: só quem confirma o e-mail convidado pode assinar.",
      );
    }
    expectApiError(await api(squatter.cookie).post(`/api/signatures/${request.id}/code`), 403, "EMAIL_NOT_VERIFIED");
    expectApiError(await sign(squatter.cookie, request.id, { ...body, code: "123456" }), 403, "EMAIL_NOT_VERIFIED");
    expectApiError(
      await refuse(squatter.cookie, request.id, { reason: "Não", code: "123456" }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    expect(await codesMailedTo(t, email)).toEqual([]);
    // Readers who are not signers are not affected.
    expect((await api(criador).get(`/api/signatures/${request.id}/file`)).statusCode).toBe(200);
    expect((await api(juridico).get(`/api/signatures/${request.id}/file`)).statusCode).toBe(200);

    // The owner of the mailbox confirms it.
    await confirmEmailByLink(t, squatter.cookie, email);
    expect((await api(squatter.cookie).get(`/api/signatures/${request.id}/file`)).statusCode).toBe(200);

    // No code: refused by the schema, in pt-BR, under the field.
    const noCode = expectApiError(await sign(squatter.cookie, request.id, body), 400, "VALIDATION_ERROR");
    expect(noCode.fields?.code).toEqual(["Informe o código de 6 números enviado para seu e-mail."]);
    // A code nobody asked for.
    const unsent = expectApiError(
      await sign(squatter.cookie, request.id, { ...body, code: "123456" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(unsent.fields?.code?.[0]).toMatch(/^Nenhum código foi enviado/);

    const { res, code } = await requestCode(t, squatter.cookie, request.id);
    const sent = ok<{ sent_to: string; expires_at: string; resend_at: string }>(res);
    expect(sent.sent_to).toBe(email);
    expect(new Date(sent.expires_at).getTime() - now().getTime()).toBeGreaterThan(9 * MINUTE);
    expect(res.body).not.toContain(code);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 1; i <= 5; i++) {
      const answer = expectApiError(
        await sign(squatter.cookie, request.id, { ...body, code: wrong }),
        400,
        "VALIDATION_ERROR",
      );
      expect(answer.fields?.code?.[0]).toMatch(i < 5 ? /^Código incorreto\. Resta/ : /bloqueado após 5 tentativas/);
    }
    // Five wrong tries: that code is dead, even when right.
    const dead = expectApiError(await sign(squatter.cookie, request.id, { ...body, code }), 400, "VALIDATION_ERROR");
    expect(dead.fields?.code?.[0]).toMatch(/^Este código foi bloqueado/);

    advance(MINUTE + 1000);
    const fresh = (await requestCode(t, squatter.cookie, request.id)).code!;
    const signed = ok<SignatureRequest>(
      await t.app.inject({
        method: "POST",
        url: `/api/signatures/${request.id}/sign`,
        headers: { cookie: squatter.cookie, "user-agent": "Navegador do Signatário/2.0" },
        payload: { ...body, code: fresh },
      }),
    );
    expect(signed.status).toBe("signed");

    const events = await trail(request.id);
    // The five wrong codes are in the trail too, as refused attempts (decision 126); the blocked
    // code's try and the one nobody sent were not checked, so they are not.
    expect(events.map((e) => e.kind)).toEqual([
      "created",
      "sent",
      "viewed",
      "code_sent",
      ...Array<string>(5).fill("failed_code"),
      "code_sent",
      "code_confirmed",
      "signed",
    ]);
    const confirmed = events.find((e) => e.kind === "code_confirmed")!;
    expect(confirmed).toMatchObject({ user_agent: "Navegador do Signatário/2.0", signer_name: "Vítima Verdadeira" });
    expect(confirmed.ip).toBeTruthy();
    expect(events.find((e) => e.kind === "code_sent")!.ip).toBeTruthy();
    // Only a hash is kept.
    const rows = await t.database.db.select({ hash: signatureCodes.codeHash }).from(signatureCodes);
    expect(rows.every((r) => r.hash.length === 64 && r.hash !== fresh)).toBe(true);
  });
});

describe("the one-time code", () => {
  let ana: Awaited<ReturnType<typeof person>>;
  let bia: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    ana = await person("Ana Código");
    bia = await person("Bia Código");
  });

  it("is sent at most once a minute; a new one replaces the old", async () => {
    const request = await createRequest([{ name: ana.name, email: ana.email }]);
    const first = (await requestCode(t, ana.cookie, request.id)).code!;
    const again = expectApiError(
      await api(ana.cookie).post(`/api/signatures/${request.id}/code`),
      429,
      "TOO_MANY_REQUESTS",
    );
    expect(again.message).toBe(
      "Um código acabou de ser enviado para seu e-mail. Aguarde 60 segundos para pedir outro.",
    );
    advance(30_000);
    expectApiError(
      await api(ana.cookie).post(`/api/signatures/${request.id}/code`),
      429,
      "TOO_MANY_REQUESTS",
      "Um código acabou de ser enviado para seu e-mail. Aguarde 30 segundos para pedir outro.",
    );
    advance(31_000);
    const second = (await requestCode(t, ana.cookie, request.id)).code!;
    expect((await codesMailedTo(t, ana.email)).slice(-2)).toEqual([first, second]);
    const body = { name: ana.name, cpf: ana.cpf, agree: true };
    if (first !== second) {
      const old = expectApiError(await sign(ana.cookie, request.id, { ...body, code: first }), 400, "VALIDATION_ERROR");
      expect(old.fields?.code?.[0]).toMatch(/^Código incorreto/);
    }
    ok(await sign(ana.cookie, request.id, { ...body, code: second }));
    expect((await trail(request.id)).filter((e) => e.kind === "code_sent")).toHaveLength(2);
  });

  it("expires after 10 minutes", async () => {
    const request = await createRequest([{ name: ana.name, email: ana.email }]);
    const code = (await requestCode(t, ana.cookie, request.id)).code!;
    advance(10 * MINUTE);
    const expired = expectApiError(
      await sign(ana.cookie, request.id, { name: ana.name, cpf: ana.cpf, agree: true, code }),
      400,
      "VALIDATION_ERROR",
    );
    expect(expired.fields?.code).toEqual(["Este código expirou. Peça um novo código em “Enviar código”."]);
    const fresh = (await requestCode(t, ana.cookie, request.id)).code!;
    advance(9 * MINUTE);
    ok(await sign(ana.cookie, request.id, { name: ana.name, cpf: ana.cpf, agree: true, code: fresh }));
  });

  it("is bound to the signer and to the account it was sent for", async () => {
    const request = await createRequest([
      { name: ana.name, email: ana.email },
      { name: bia.name, email: bia.email },
    ]);
    const anaCode = (await requestCode(t, ana.cookie, request.id)).code!;
    // Another signer of the same request cannot use it.
    const other = expectApiError(
      await sign(bia.cookie, request.id, { name: bia.name, cpf: bia.cpf, agree: true, code: anaCode }),
      400,
      "VALIDATION_ERROR",
    );
    expect(other.fields?.code?.[0]).toMatch(/^Nenhum código foi enviado/);
    // The account moves away and another account takes the address: the code was not sent for it.
    const db = t.database.db;
    await db
      .update(users)
      .set({ email: `antigo.${ana.email}` })
      .where(eq(users.id, ana.id));
    const heir = await person("Ana Código");
    expect(heir.email).not.toBe(ana.email);
    await db.update(users).set({ email: ana.email }).where(eq(users.id, heir.id));
    const loggedIn = await login(t.app, ana.email, "uma senha longa e boa");
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const heirCookie = cookieHeader(loggedIn);
    const taken = expectApiError(
      await sign(heirCookie, request.id, { name: ana.name, cpf: heir.cpf, agree: true, code: anaCode }),
      400,
      "VALIDATION_ERROR",
    );
    expect(taken.fields?.code?.[0]).toMatch(/^Nenhum código foi enviado/);
    // Put the first account back for the tests that follow.
    await db
      .update(users)
      .set({ email: `herdeira.${ana.email}` })
      .where(eq(users.id, heir.id));
    await db.update(users).set({ email: ana.email }).where(eq(users.id, ana.id));
  });

  it("is needed to refuse too, and is confirmed in the trail before the refusal", async () => {
    const request = await createRequest([{ name: bia.name, email: bia.email }]);
    const missing = expectApiError(
      await refuse(bia.cookie, request.id, { reason: "Valor errado." }),
      400,
      "VALIDATION_ERROR",
    );
    expect(missing.fields?.code).toEqual(["Informe o código de 6 números enviado para seu e-mail."]);
    const malformed = expectApiError(
      await refuse(bia.cookie, request.id, { reason: "Valor errado.", code: "12a456" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(malformed.fields?.code).toEqual(["Informe o código de 6 números enviado para seu e-mail."]);
    const code = (await requestCode(t, bia.cookie, request.id)).code!;
    expect(ok<SignatureRequest>(await refuse(bia.cookie, request.id, { reason: "Valor errado.", code })).status).toBe(
      "rejected",
    );
    expect((await trail(request.id)).map((e) => e.kind).slice(-3)).toEqual(["code_sent", "code_confirmed", "refused"]);
  });

  it("is refused to those who are not signers", async () => {
    const request = await createRequest([{ name: ana.name, email: ana.email }]);
    const stranger = await person("Pessoa Estranha");
    expectApiError(await api(stranger.cookie).post(`/api/signatures/${request.id}/code`), 404, "NOT_FOUND");
    expectApiError(
      await api(criador).post(`/api/signatures/${request.id}/code`),
      403,
      "FORBIDDEN",
      "Apenas as pessoas convidadas podem assinar ou recusar este contrato.",
    );
    expectApiError(await api(juridico).post(`/api/signatures/${request.id}/code`), 403, "FORBIDDEN");
    expectApiError(await client(t.app).post(`/api/signatures/${request.id}/code`), 401, "UNAUTHENTICATED");
    const bad = "00000000-0000-4000-8000-00000000000x";
    expectApiError(await api(ana.cookie).post(`/api/signatures/${bad}/code`), 400, "VALIDATION_ERROR");
  });
});

describe("the invited name and CPF", () => {
  it("takes the INVITED name, not a profile renamed before the invitation", async () => {
    const renamed = await person("Outra Pessoa");
    const request = await createRequest([{ name: "Maria Convidada", email: renamed.email }]);
    const code = (await requestCode(t, renamed.cookie, request.id)).code!;
    const wrongName = expectApiError(
      await sign(renamed.cookie, request.id, { name: "Outra Pessoa", cpf: renamed.cpf, agree: true, code }),
      400,
      "VALIDATION_ERROR",
    );
    expect(wrongName.fields).toEqual({ name: ["Digite o nome como está no convite: Maria Convidada."] });
    // A refused identity costs no try: the same code still signs.
    ok(await sign(renamed.cookie, request.id, { name: "maria convidada", cpf: renamed.cpf, agree: true, code }));
  });

  it("freezes name and CPF while a signature waits, and frees them once the request ends", async () => {
    const maria = await person("Maria Pendente");
    const request = await createRequest([{ name: maria.name, email: maria.email }]);
    const current = ok<{ cpf: string; phone: string | null }>(await api(maria.cookie).get("/api/account"));
    const profile = { name: maria.name, cpf: current.cpf, phone: current.phone };
    const patch = (body: object) =>
      t.app.inject({ method: "PATCH", url: "/api/account/profile", headers: { cookie: maria.cookie }, payload: body });
    const message =
      "Você tem contratos aguardando sua assinatura. Nome e CPF não podem ser alterados até que eles sejam assinados, recusados, cancelados ou expirem.";
    const renamed = expectApiError(await patch({ ...profile, name: "Maria Outra" }), 409, "CONFLICT", message);
    expect(renamed.fields).toEqual({ name: [message] });
    const recpf = expectApiError(await patch({ ...profile, cpf: nextCpf() }), 409, "CONFLICT", message);
    expect(recpf.fields).toEqual({ cpf: [message] });
    // Other fields still change.
    ok(await patch({ ...profile, phone: "(21) 99876-5432" }));
    // The request ends (refused): the name may change again.
    const code = (await requestCode(t, maria.cookie, request.id)).code!;
    ok(await refuse(maria.cookie, request.id, { reason: "Não reconheço.", code }));
    expect(ok<{ user: { name: string } }>(await patch({ ...profile, name: "Maria Outra" })).user.name).toBe(
      "Maria Outra",
    );
  });

  it("frees them when the request expires", async () => {
    const joana = await person("Joana Prazo");
    await createRequest([{ name: joana.name, email: joana.email }], { due_date: dayIn(0) });
    const current = ok<{ cpf: string; phone: string | null }>(await api(joana.cookie).get("/api/account"));
    const body = { name: "Joana Nova", cpf: current.cpf, phone: current.phone };
    const patch = () =>
      t.app.inject({ method: "PATCH", url: "/api/account/profile", headers: { cookie: joana.cookie }, payload: body });
    expectApiError(await patch(), 409, "CONFLICT");
    const start = offset;
    try {
      advance(2 * 24 * 60 * MINUTE);
      ok(await patch());
    } finally {
      offset = start;
    }
  });

  it("lets only the invited CPF sign, and masks it for readers who did not send it", async () => {
    const invitedCpf = nextCpf();
    const holder = await person("Clara Titular");
    const request = await createRequest([{ name: "Clara Titular", email: holder.email, cpf: maskedCpf(invitedCpf) }]);
    const masked = `***.${invitedCpf.slice(3, 6)}.${invitedCpf.slice(6, 9)}-**`;
    expect(request.signers[0]).toMatchObject({ invited_cpf: invitedCpf, invited_cpf_masked: masked });
    const asLegal = ok<SignatureRequest>(await api(juridico).get(`/api/signatures/${request.id}`));
    expect(asLegal.signers[0]!.invited_cpf).toBe(invitedCpf);

    // The account's CPF is another one: no code, no signature, no refusal.
    const wrongPerson =
      "Este contrato foi enviado para outro CPF: apenas a pessoa com o CPF indicado por quem o enviou pode assiná-lo ou recusá-lo.";
    expectApiError(await api(holder.cookie).post(`/api/signatures/${request.id}/code`), 403, "FORBIDDEN", wrongPerson);
    expectApiError(
      await sign(holder.cookie, request.id, { name: "Clara Titular", cpf: holder.cpf, agree: true, code: "123456" }),
      403,
      "FORBIDDEN",
      wrongPerson,
    );
    expectApiError(await refuse(holder.cookie, request.id, { reason: "Não", code: "123456" }), 403, "FORBIDDEN");

    // The account with that CPF reads the CPF masked, and signs.
    await t.database.db.update(profiles).set({ cpf: invitedCpf }).where(eq(profiles.userId, holder.id));
    const asSigner = ok<SignatureRequest>(await api(holder.cookie).get(`/api/signatures/${request.id}`));
    expect(asSigner.signers[0]).toMatchObject({ invited_cpf: null, invited_cpf_masked: masked });
    const code = (await requestCode(t, holder.cookie, request.id)).code!;
    ok(await sign(holder.cookie, request.id, { name: "Clara Titular", cpf: invitedCpf, agree: true, code }));
  });

  it("requires a valid CPF per signer for investment and SCP requests, on both screens", async () => {
    const file = await pdfFile(criador);
    const base = { title: "Investimento", project_id: acacias, amount: 1_000, due_date: dayIn(5), file_id: file };
    const required = "Informe o CPF de quem assina: contratos de investimento e de SCP exigem o CPF.";
    for (const type of ["investment", "scp"]) {
      const missing = expectApiError(
        await api(criador).post("/api/signatures", { ...base, type, signers: [{ name: "A", email: "a@x.test" }] }),
        400,
        "VALIDATION_ERROR",
      );
      expect(missing.fields?.["signers.0.cpf"]).toEqual([required]);
    }
    const invalid = expectApiError(
      await api(criador).post("/api/signatures", {
        ...base,
        type: "service",
        signers: [{ name: "A", email: "a@x.test", cpf: "111.111.111-11" }],
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(invalid.fields?.["signers.0.cpf"]).toEqual(["Informe um CPF válido."]);

    // "Enviar para assinatura" of an "investimento" contract: the type comes from the contract.
    const contract = ok<{ id: string }>(
      await api(juridico).post("/api/contracts", {
        name: `Contrato com CPF ${Date.now()}`,
        client_name: "Ana Investidora",
        project_id: acacias,
        value: 1_000,
        start_date: dayIn(1),
        end_date: dayIn(300),
        type: "investimento",
        file_id: await pdfFile(juridico),
      }),
      201,
    );
    const send = (signers: object[]) =>
      api(juridico).post(`/api/contracts/${contract.id}/send-for-signature`, { due_date: dayIn(5), signers });
    const noCpf = expectApiError(await send([{ name: "Ana Investidora", email: DEMO.ana }]), 400, "VALIDATION_ERROR");
    expect(noCpf.fields).toEqual({ "signers.0.cpf": [required] });
    const anaCpf = await cpfOf((await t.database.db.select().from(users).where(eq(users.email, DEMO.ana)))[0]!.id);
    ok(await send([{ name: "Ana Investidora", email: DEMO.ana, cpf: anaCpf }]));
  });

  it("names the investor's and the creator's CPF in the SCP job's contract", async () => {
    const db = t.database.db;
    const [ana] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.ana));
    const [carlos] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.creator));
    const [investment] = await db
      .insert(investments)
      .values({
        projectId: acacias,
        investorId: ana!.id,
        amount: "2500.00",
        withdrawableUntil: new Date(now().getTime() - 1000),
      })
      .returning({ id: investments.id });
    await t.app.jobs.signatures();
    const [row] = await db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(and(eq(signatureRequests.investmentId, investment!.id)));
    const scp = ok<SignatureRequest>(await api(criador).get(`/api/signatures/${row!.id}`));
    expect(scp.signers.map((s) => [s.email, s.invited_cpf])).toEqual([
      [DEMO.ana, await cpfOf(ana!.id)],
      [DEMO.creator, await cpfOf(carlos!.id)],
    ]);
  });
});

export type { Account };
