import { and, count, eq, inArray, like, ne } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSignatureInput, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { mailOutbox, profiles, signatureRequests, throttleCounters } from "../src/db/schema/index.ts";
import {
  client,
  confirmEmail,
  createProject,
  DEMO,
  newAccount,
  ok,
  projectIdByTitle,
  projectInput,
  SEEDED,
  upload,
  type Account,
} from "./project-helpers.ts";
import { createTestApp, expectApiError, uniqueEmail, type TestApp } from "./test-app.ts";

// Decision 036 (docs/decisions/036-signature-privacy-and-mail.md): the platform's mail is not
// a relay. A daily cap of outside recipients per account (MAIL_RECIPIENTS_PER_DAY, default 50),
// a confirmed sender for recipients outside the platform, a fixed subject and a body where the
// sender's words are never a link.

const PHISHING_TITLE = "URGENTE: confirme seus dados em http://phish.example/login";
const FIXED_SUBJECT = "Você recebeu um contrato para assinar no Alicerce";
const SENDER_NOT_CONFIRMED =
  "Confirme seu email antes de convidar pessoas que ainda não têm conta confirmada no Alicerce: " +
  "os convites saem em nome da plataforma e só seguem de quem comprovou o próprio email.";
const CAP_REFUSAL =
  "Este envio passaria do limite de 50 convites por email a outras pessoas por dia, e nada foi enviado. " +
  "Tente novamente amanhã.";

let t: TestApp;

async function pdfFile(cookie: string) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText("Contrato", { x: 20, y: 350 });
  return (await upload(t.app, cookie, "contrato.pdf", Buffer.from(await doc.save()))).id;
}

const DAY = 24 * 3600 * 1000;
/** The app's clock: the system-mail test moves it to when reminders are due. */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const dayIn = (days: number) => new Date(now().getTime() + days * DAY).toISOString().slice(0, 10);

/** Ten new outside addresses (the most one request may name). */
const tenStrangers = () => Array.from({ length: 10 }, (_, i) => ({ name: `Vítima ${i}`, email: uniqueEmail("alvo") }));

async function requestBody(cookie: string, projectId: string, overrides: Partial<CreateSignatureInput> = {}) {
  return {
    title: PHISHING_TITLE,
    project_id: projectId,
    type: "service",
    amount: 1_000,
    due_date: dayIn(10),
    file_id: await pdfFile(cookie),
    signers: tenStrangers(),
    ...overrides,
  } satisfies CreateSignatureInput;
}

const requestsBy = async (userId: string) =>
  Number(
    (
      await t.database.db.select({ n: count() }).from(signatureRequests).where(eq(signatureRequests.createdBy, userId))
    )[0]?.n ?? 0,
  );
/** The mail queued to `addresses`, leaving out the confirmation link every registration mails (decision 121). */
const mailsTo = (addresses: string[]) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to, addresses), ne(mailOutbox.subject, "Confirme seu email no Alicerce")));

/** A brand-new creator account, its e-mail confirmed (or not), with one project of its own. */
async function newSender(name: string, confirmed: boolean): Promise<Account & { projectId: string }> {
  const account = await newAccount(t.app, "creator", { name });
  if (confirmed) await confirmEmail(t.database.db, account.id);
  const projectId = await createProject(t.app, account.cookie, { title: `Projeto de ${name}` });
  return { ...account, projectId };
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
});
afterAll(() => t.close());

describe("the phishing run: a new creator named 'Banco Central do Brasil' mails 100 addresses", () => {
  let banco: Account & { projectId: string };
  const recipients: string[] = [];

  beforeAll(async () => {
    banco = await newSender("Banco Central do Brasil", true);
  });

  it("sends to 50 outside addresses in a day, then refuses the whole next request: nothing written, nothing sent", async () => {
    const api = client(t.app, banco.cookie);
    for (let i = 0; i < 5; i++) {
      const body = await requestBody(banco.cookie, banco.projectId);
      recipients.push(...body.signers.map((s) => s.email));
      ok<SignatureRequest>(await api.post("/api/signatures", body), 201);
    }
    expect(await mailsTo(recipients)).toHaveLength(50);

    const refused = await requestBody(banco.cookie, banco.projectId);
    const before = await requestsBy(banco.id);
    expectApiError(await api.post("/api/signatures", refused), 429, "TOO_MANY_REQUESTS", CAP_REFUSAL);
    expect(await requestsBy(banco.id)).toBe(before);
    expect(await mailsTo(refused.signers.map((s) => s.email))).toHaveLength(0);
    // One more is too many as well; the sender's own address is no outside recipient.
    const one = await requestBody(banco.cookie, banco.projectId, {
      signers: [{ name: "Mais Uma", email: uniqueEmail("alvo") }],
    });
    expectApiError(await api.post("/api/signatures", one), 429, "TOO_MANY_REQUESTS", CAP_REFUSAL);
    const self = await requestBody(banco.cookie, banco.projectId, {
      signers: [{ name: "Banco Central do Brasil", email: banco.email }],
    });
    ok(await api.post("/api/signatures", self), 201);
  });

  it("counts a resend of the pending signers too, and refuses it past the cap", async () => {
    const [first] = await t.database.db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.createdBy, banco.id))
      .limit(1);
    const before = (await mailsTo(recipients)).length;
    expectApiError(
      await client(t.app, banco.cookie).post(`/api/signatures/${first!.id}/resend`),
      429,
      "TOO_MANY_REQUESTS",
      CAP_REFUSAL,
    );
    expect((await mailsTo(recipients)).length).toBe(before);
  });

  it("mails a fixed subject, the sender's name with their e-mail, and no link from the title", async () => {
    const [mail] = await mailsTo(recipients.slice(0, 1));
    expect(mail!.subject).toBe(FIXED_SUBJECT);
    expect(mail!.text).toContain(`Banco Central do Brasil <${banco.email}> enviou o contrato`);
    expect(mail!.text).toContain('"URGENTE: confirme seus dados em http[:]//phish[.]example/login"');
    expect(mail!.text).not.toContain("http://phish");
    expect(mail!.text).not.toContain("phish.example");
    // The only address in the message is the platform's own signing link.
    const links = mail!.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/dashboard/signatures\\?assinar=`));
  });

  it("refuses a parallel burst past the cap atomically: exactly the cap's worth goes out", async () => {
    const burst = await newSender("Rajada Paralela", true);
    const bodies = await Promise.all(Array.from({ length: 8 }, () => requestBody(burst.cookie, burst.projectId)));
    const answers = await Promise.all(bodies.map((b) => client(t.app, burst.cookie).post("/api/signatures", b)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    expect(await requestsBy(burst.id)).toBe(5);
    expect(await mailsTo(bodies.flatMap((b) => b.signers.map((s) => s.email)))).toHaveLength(50);
  });
});

describe("a sender whose e-mail is not confirmed", () => {
  it("may not invite addresses outside the platform (403) and writes nothing; confirmed accounts are fine", async () => {
    const fresh = await newSender("Criador Sem Confirmação", false);
    const api = client(t.app, fresh.cookie);
    const outside = await requestBody(fresh.cookie, fresh.projectId, {
      title: "Contrato comum",
      signers: [
        { name: "Ana Investidora", email: DEMO.ana },
        { name: "Sem Conta", email: uniqueEmail("semconta") },
      ],
    });
    expectApiError(await api.post("/api/signatures", outside), 403, "EMAIL_NOT_VERIFIED", SENDER_NOT_CONFIRMED);
    expect(await requestsBy(fresh.id)).toBe(0);
    expect(await mailsTo([outside.signers[1]!.email])).toHaveLength(0);

    // An account whose e-mail nobody confirmed is outside the platform too: anyone can register one.
    const unconfirmed = await newAccount(t.app, "investor", { name: "Conta Não Confirmada" });
    const toUnconfirmed = await requestBody(fresh.cookie, fresh.projectId, {
      title: "Contrato comum",
      signers: [{ name: "Conta Não Confirmada", email: unconfirmed.email }],
    });
    expectApiError(await api.post("/api/signatures", toUnconfirmed), 403, "EMAIL_NOT_VERIFIED");

    // Only confirmed accounts (the demo's are): no confirmation needed from the sender.
    const inside = await requestBody(fresh.cookie, fresh.projectId, {
      title: "Contrato comum",
      signers: [{ name: "Ana Investidora", email: DEMO.ana }],
    });
    ok(await api.post("/api/signatures", inside), 201);
  });

  it("may not invite a team member outside the platform either", async () => {
    const fresh = await newSender("Criadora Sem Confirmação", false);
    const member = { name: "Engenheiro Convidado", role: "engenheiro" as const, email: uniqueEmail("equipe") };
    expectApiError(
      await client(t.app, fresh.cookie).post(`/api/projects/${fresh.projectId}/team`, member),
      403,
      "EMAIL_NOT_VERIFIED",
      SENDER_NOT_CONFIRMED,
    );
    expectApiError(
      await client(t.app, fresh.cookie).post(
        "/api/projects",
        projectInput({ team: [{ ...member, role: "engenheiro" }] }),
      ),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    expect(await mailsTo([member.email])).toHaveLength(0);
  });
});

describe("team invitation e-mails", () => {
  it("have a fixed subject, the inviter with their e-mail, no link from the project's title, and count against the cap", async () => {
    const inviter = await newSender("Convites http://isca.example", true);
    await t.database.db
      .update(profiles)
      .set({ name: "Convites http://isca.example" })
      .where(eq(profiles.userId, inviter.id));
    const projectId = await createProject(t.app, inviter.cookie, { title: "Obra em www.isca.example" });
    const email = uniqueEmail("equipe");
    ok(
      await client(t.app, inviter.cookie).post(`/api/projects/${projectId}/team`, {
        name: "Engenheira",
        role: "engenheiro",
        email,
      }),
      201,
    );
    const [mail] = await mailsTo([email]);
    expect(mail!.subject).toBe("Você recebeu um convite para uma equipe no Alicerce");
    expect(mail!.text).toContain(`Convites http[:]//isca[.]example <${inviter.email}> convidou você`);
    expect(mail!.text).toContain('"Obra em www[.]isca[.]example"');
    expect(mail!.text).not.toMatch(/isca\.example/);

    // 49 more recipients fill the day; the next invitation is refused whole.
    for (let i = 0; i < 4; i++) {
      ok(
        await client(t.app, inviter.cookie).post("/api/signatures", await requestBody(inviter.cookie, projectId)),
        201,
      );
    }
    ok(
      await client(t.app, inviter.cookie).post(
        "/api/signatures",
        await requestBody(inviter.cookie, projectId, { signers: tenStrangers().slice(0, 9) }),
      ),
      201,
    );
    const late = uniqueEmail("equipe");
    expectApiError(
      await client(t.app, inviter.cookie).post(`/api/projects/${projectId}/team`, {
        name: "Tarde Demais",
        role: "engenheiro",
        email: late,
      }),
      429,
      "TOO_MANY_REQUESTS",
      CAP_REFUSAL,
    );
    const detail = ok<{ team: { name: string }[] }>(
      await client(t.app, inviter.cookie).get(`/api/projects/${projectId}`),
    );
    expect(detail.team.map((m) => m.name)).not.toContain("Tarde Demais");
    expect(await mailsTo([late])).toHaveLength(0);
  });
});

describe("the legal desk's Enviar para assinatura", () => {
  it("counts against the same cap", async () => {
    const legal = await newAccount(t.app, "legal", { name: "Advogada Remetente" });
    await confirmEmail(t.database.db, legal.id);
    await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, legal.id));
    const acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
    for (let i = 0; i < 5; i++) {
      ok(await client(t.app, legal.cookie).post("/api/signatures", await requestBody(legal.cookie, acacias)), 201);
    }
    const contract = ok<{ id: string }>(
      await client(t.app, legal.cookie).post("/api/contracts", {
        name: "Contrato da Advogada",
        client_name: "Fornecedor de Teste",
        type: "fornecimento",
        project_id: acacias,
        value: 1_000,
        start_date: dayIn(1),
        end_date: dayIn(60),
        file_id: await pdfFile(legal.cookie),
      }),
      201,
    );
    const signers = [{ name: "Fornecedor", email: uniqueEmail("fornecedor") }];
    expectApiError(
      await client(t.app, legal.cookie).post(`/api/contracts/${contract.id}/send-for-signature`, {
        due_date: dayIn(10),
        signers,
      }),
      429,
      "TOO_MANY_REQUESTS",
      CAP_REFUSAL,
    );
    expect(await mailsTo(signers.map((s) => s.email))).toHaveLength(0);
  });
});

describe("system mail (reminders, SCP contracts) is no one's choice", () => {
  it("a reminder spends no allowance", async () => {
    const sender = await newSender("Remetente dos Lembretes", true);
    const signer = { name: "Pessoa Lembrada", email: uniqueEmail("lembrete") };
    ok(
      await client(t.app, sender.cookie).post(
        "/api/signatures",
        await requestBody(sender.cookie, sender.projectId, { title: "Contrato comum", signers: [signer] }),
      ),
      201,
    );
    const counters = () =>
      t.database.db
        .select({ key: throttleCounters.key, hits: throttleCounters.hits })
        .from(throttleCounters)
        .where(like(throttleCounters.key, `invitation-mail:${sender.id}:%`));
    expect((await counters()).map((c) => c.hits)).toEqual([1]);
    const start = offset;
    try {
      offset += 3.1 * DAY;
      await t.app.jobs.signatures();
    } finally {
      offset = start;
    }
    const mails = await mailsTo([signer.email]);
    expect(mails.map((m) => m.subject)).toEqual([
      FIXED_SUBJECT,
      "Lembrete: um contrato aguarda sua assinatura no Alicerce",
    ]);
    expect((await counters()).map((c) => c.hits)).toEqual([1]);
  });
});
