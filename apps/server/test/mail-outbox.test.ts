import { and, count, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, quotations } from "../src/db/schema/index.ts";
import type { MailMessage, Mailer } from "../src/mail/mailer.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { quotationInput, registerSupplier, responseInput, type Quotation } from "./supplier-helpers.ts";
import { captureStatement, planOf } from "./query-plans.ts";
import { createTestApp, register, type TestApp } from "./test-app.ts";

/** A mailer whose server can be taken down and brought back. */
function switchableMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false, tries: 0 };
  const mailer: Mailer = {
    outboxDir: null,
    async send(message) {
      state.tries++;
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(message);
    },
  };
  return { mailer, sent, state };
}

const box = switchableMailer();
let t: TestApp;
let requester: Account;
let owner: Account;
let supplierId: string;

beforeAll(async () => {
  t = await createTestApp(
    { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000", MAIL_MAX_ATTEMPTS: "3", MAIL_RETRY_BASE_SECONDS: "60" },
    { mailer: box.mailer },
  );
  requester = await newAccount(t.app, "creator", { name: "Rita Requerente" });
  owner = await newAccount(t.app, "supplier", { name: "Otávio Dono" });
  supplierId = (await registerSupplier(t.app, owner.cookie, { company_name: "Otávio Elétrica" })).id;
  // Each registration mailed its confirmation link (decision 121): sent before the tests count mail.
  await t.app.jobs.deliverMail();
  box.sent.length = 0;
});
afterAll(() => t.close());

const db = () => t.database.db;
const CONFIRMATION_SUBJECT = "Confirme seu email no Alicerce";
/** The queued mail to `to`, leaving out the confirmation link every registration mails. */
const mailsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), ne(mailOutbox.subject, CONFIRMATION_SUBJECT)));
const confirmationsTo = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, CONFIRMATION_SUBJECT)));
/** Makes every waiting message due now, as if its back-off had passed. */
const makeDue = () =>
  db()
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe("mail through the outbox", () => {
  it("answers a quotation request once while the mail server is down, and delivers the mail when it is back", async () => {
    box.state.down = true;
    const headers = { cookie: requester.cookie, "idempotency-key": "quote-outage-1" };
    const body = quotationInput(supplierId, { project_name: "Reforma durante a queda" });
    const first = await t.app.inject({ method: "POST", url: "/api/quotations", headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    const queued = await mailsTo(owner.email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      subject: "Nova solicitação de orçamento: Reforma durante a queda",
      sentAt: null,
    });

    // The worker fails, keeps the message and schedules a retry with back-off.
    const before = Date.now();
    expect(await t.app.jobs.deliverMail()).toBe(0);
    const [failed] = await mailsTo(owner.email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed!.lastError).toContain("ECONNREFUSED");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(before + 50_000);
    // Not due yet: nothing is tried again.
    const tries = box.state.tries;
    await t.app.jobs.deliverMail();
    expect(box.state.tries).toBe(tries);

    // The client's retry gets the first answer; no second quotation, no second mail.
    const retry = await t.app.inject({ method: "POST", url: "/api/quotations", headers, payload: body });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(quotations)
      .where(eq(quotations.projectName, "Reforma durante a queda"))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    box.state.down = false;
    await makeDue();
    expect(await t.app.jobs.deliverMail()).toBe(1);
    expect(box.sent.filter((m) => m.to === owner.email)).toHaveLength(1);
    expect((await mailsTo(owner.email))[0]!.sentAt).not.toBeNull();
    // Delivered once: later runs send nothing again.
    await makeDue();
    expect(await t.app.jobs.deliverMail()).toBe(0);
    expect(box.sent.filter((m) => m.to === owner.email)).toHaveLength(1);
  });

  it("answers the supplier's response while the mail server is down; the requester is told later", async () => {
    const q = ok<Quotation>(
      await client(t.app, requester.cookie).post(
        "/api/quotations",
        quotationInput(supplierId, { project_name: "Resposta durante a queda" }),
      ),
      201,
    );
    box.state.down = true;
    const answered = ok<Quotation>(
      await client(t.app, owner.cookie).post(`/api/quotations/${q.id}/respond`, responseInput()),
    );
    expect(answered.status).toBe("respondido");
    await t.app.jobs.deliverMail();
    expect(box.sent.some((m) => m.to === requester.email)).toBe(false);
    box.state.down = false;
    await makeDue();
    await t.app.jobs.deliverMail();
    const told = box.sent.filter((m) => m.to === requester.email);
    expect(told.map((m) => m.subject)).toEqual(["Orçamento recebido: Resposta durante a queda"]);
  });

  it("queues nothing for a write that is refused", async () => {
    const own = await client(t.app, owner.cookie).post(
      "/api/quotations",
      quotationInput(supplierId, { project_name: "Pedido ao próprio cadastro" }),
    );
    expect(own.statusCode).toBe(403);
    const rows = await db().select().from(mailOutbox);
    expect(rows.some((r) => r.subject.includes("Pedido ao próprio cadastro"))).toBe(false);
  });

  it("gives up after the configured number of tries and logs it", async () => {
    const to = "ninguem@exemplo.com.br";
    await db().insert(mailOutbox).values({ to, subject: "Teste de desistência", text: "..." });
    box.state.down = true;
    const errors: unknown[] = [];
    const original = t.app.log.error.bind(t.app.log);
    t.app.log.error = ((...args: unknown[]) => {
      errors.push(args);
      return original(...(args as Parameters<typeof original>));
    }) as typeof t.app.log.error;
    try {
      for (let i = 0; i < 5; i++) {
        await makeDue();
        await t.app.jobs.deliverMail();
      }
    } finally {
      t.app.log.error = original;
      box.state.down = false;
    }
    const [row] = await mailsTo(to);
    expect(row!.attempts).toBe(3);
    expect(row!.failedAt).not.toBeNull();
    expect(JSON.stringify(errors)).toContain("mail given up");
    await makeDue();
    await t.app.jobs.deliverMail();
    expect(box.sent.some((m) => m.to === to)).toBe(false);
  });

  it("signs up with e-mail confirmation while the mail server is down and sends the link later", async () => {
    const strict = await t.rebuild({ REQUIRE_EMAIL_VERIFICATION: "true" });
    try {
      box.state.down = true;
      const { res, input } = await register(strict);
      expect(res.statusCode, res.body).toBe(201);
      expect(await confirmationsTo(input.email as string)).toHaveLength(1);
      box.state.down = false;
      await makeDue();
      await strict.jobs.deliverMail();
      const sent = box.sent.filter((m) => m.to === input.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain("/api/auth/verify-email?token=");
    } finally {
      box.state.down = false;
      await strict.close();
    }
  });

  it("finds what to send through an index of the waiting messages only, not the week of sent ones (decision 066)", async () => {
    // A week of sent mail stays in the table (deleteOldMail): on a busy platform, hundreds of thousands of rows.
    await db().execute(sql`insert into mail_outbox ("to", subject, text, sent_at, next_attempt_at)
      select 'enviado' || g || '@exemplo.com', 'Enviado', 'Texto', now() - interval '1 hour', now() - interval '2 hours'
      from generate_series(1, 3000) g`);
    await db().execute(sql`analyze mail_outbox`);
    const pick = await captureStatement(
      t.database,
      (query) => query.startsWith("update") && query.includes("skip locked"),
      () => t.app.jobs.deliverMail(),
    );
    const lines = (await planOf(t.database, pick)).join("\n");
    expect(lines).toContain("mail_outbox_pending_idx");
    expect(lines).not.toMatch(/Seq Scan on mail_outbox/);
  });
});
