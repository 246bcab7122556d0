// The investor pays (docs/decisions/107-payment-states-raised-and-reserved.md,
// docs/product/payments.md#pagamento-do-investimento): a charge per commitment, raised vs reserved, the
// payment's states, the expiry and "Simular pagamento", against a listening app whose sandbox PSP notifies
// this very server (PUBLIC_URL is the address it listens on).
import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  paymentCharges,
  paymentJobs,
} from "../src/db/schema/index.ts";
import { expireUnpaidCommitment } from "../src/modules/investments/index.ts";
import { chargesPaidPosted, ISSUE_CHARGE_JOB, settleCharge } from "../src/modules/payments/index.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import { mailsTo } from "./outbox.ts";
import {
  client,
  createSeededApp,
  DEMO,
  getDetail,
  loginAs,
  newAccount,
  ok,
  openRaise,
  payCommitment,
  projectRow,
  testEndToEndId,
  type Account,
  type Investment,
} from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import { createTestApp, expectApiError, sqlRows, type TestApp } from "./test-app.ts";

const DAY = 86_400_000;
/** The app's clock runs with the real one, moved ahead by `shift` to reach a charge's expiry. */
let shift = 0;
const now = () => new Date(Date.now() + shift);
let t: TestApp;
let criador: string;

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createSeededApp({ PUBLIC_URL: base, PIX_WEBHOOK_SECRET: randomBytes(32).toString("hex") }, { now });
  await t.app.listen({ port, host: "127.0.0.1" });
  criador = await loginAs(t.app, DEMO.creator);
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const invest = (cookie: string, projectId: string, amount: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/projects/${projectId}/investments`,
    headers: { cookie, ...headers },
    payload: { amount },
  });
const figures = async (id: string) => {
  const row = await projectRow(db(), id);
  return { raised: Number(row.raisedAmount), reserved: Number(row.reservedAmount) };
};
const chargeOf = async (investmentId: string) =>
  (await db().select().from(paymentCharges).where(eq(paymentCharges.investmentId, investmentId)))[0]!;
const mine = async (cookie: string) => ok<Investment[]>(await client(t.app, cookie).get("/api/investments/mine"));
const bell = async (userId: string, title: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
const ledgerOf = async (reference: string) =>
  db()
    .select({ kind: ledgerAccounts.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.reference, reference))
    .orderBy(ledgerAccounts.kind);

/** Runs the durable jobs until none is due. */
async function runJobs() {
  for (;;) {
    const report = await t.app.jobs.durableJobs();
    if (report.done + report.retried + report.failed === 0) return;
  }
}

/** Runs the due jobs with the clock a second past `at`, then puts it back. */
async function runJobsAt(at: Date) {
  shift = at.getTime() + 1_000 - Date.now();
  try {
    await runJobs();
  } finally {
    shift = 0;
  }
}

const raise = (target = 100_000, extra: Parameters<typeof openRaise>[2] = {}) =>
  openRaise(t, criador, { target_amount: target, min_investment: 1_000, minimum_target_amount: null, ...extra });

// First: the tests below move the clock past the demo charge that awaits its Pix.
describe("the demo data", () => {
  it("is paid through the charges: every raised real is a paid Pix in escrow; one awaits, one expired", async () => {
    // Read before the tests above add their own: the seeded template's charges, by state.
    const byStatus = await db()
      .select({ status: paymentCharges.status, n: count() })
      .from(paymentCharges)
      .innerJoin(investments, eq(investments.id, paymentCharges.investmentId))
      .where(sql`${investments.createdAt} < ${new Date(Date.now() - 3600_000)}`)
      .groupBy(paymentCharges.status);
    const counts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(counts.paid).toBeGreaterThan(10);
    expect(counts.expired).toBe(1);
    // No active demo commitment is left without a paid charge, except the one awaiting its Pix.
    const [unpaid] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from investments i
        where i.status = 'active' and i.created_at < now() - interval '1 hour' and not exists (
          select 1 from payment_charges c where c.investment_id = i.id and c.status in ('paid', 'released'))`,
    );
    expect(unpaid!.n).toBe(1);
    // Each paid demo charge has its pix-in transaction bringing its amount into escrow.
    expect(await checkInvariants(db(), [chargesPaidPosted])).toMatchObject({ ok: true });
  });
});

describe("a commitment's charge", () => {
  it("reserves the room, shows the Pix to pay, and counts as raised only once paid", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 2_500), 201);
    // The PSP made its code while the commitment was answered (the sandbox, through API Pix's cob).
    expect(made.payment).toMatchObject({
      status: "awaiting_payment",
      amount: 2_500,
      paid_at: null,
      end_to_end_id: null,
      beneficiary_name: t.config.pix.escrow.holderName,
      sandbox: true,
      refund: null,
    });
    expect(made.payment!.pix_copia_e_cola).toMatch(/^000201/);
    expect(made.payment!.beneficiary_name).not.toBe("Carla Construtora");
    // Three days to pay.
    expect(Date.parse(made.payment!.expires_at) - Date.parse(made.created_at)).toBeGreaterThan(3 * DAY - 60_000);
    expect(await figures(id)).toEqual({ raised: 0, reserved: 2_500 });
    expect(await getDetail(t.app, investor.cookie, id)).toMatchObject({ raised_amount: 0, reserved_amount: 2_500 });

    const endToEndId = testEndToEndId();
    const paid = await payCommitment(db(), made.id, { endToEndId });
    expect(paid).toMatchObject({ outcome: "credited", investmentId: made.id, alreadyCredited: false });
    expect(await figures(id)).toEqual({ raised: 2_500, reserved: 0 });
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 250_000 },
      { kind: "project_escrow", amountCents: -250_000 },
    ]);
    const [listed] = await mine(investor.cookie);
    expect(listed!.payment).toMatchObject({ status: "paid", end_to_end_id: endToEndId, pix_copia_e_cola: null });
    expect(await bell(investor.id, "Pagamento confirmado")).toHaveLength(1);
    const creatorId = (await projectRow(db(), id)).createdBy;
    expect((await bell(creatorId, "Investimento pago")).some((n) => n.link === `/dashboard/projects/${id}`)).toBe(true);

    // The same Pix told again (a second webhook, the reconciler) changes nothing.
    expect(await payCommitment(db(), made.id, { endToEndId })).toMatchObject({ alreadyCredited: true });
    expect(await figures(id)).toEqual({ raised: 2_500, reserved: 0 });
    expect(await bell(investor.id, "Pagamento confirmado")).toHaveLength(1);
    // A second Pix for a paid charge is not credited: the intake refunds it.
    expect((await payCommitment(db(), made.id)).outcome).toBe("already_paid");
    expect(await figures(id)).toEqual({ raised: 2_500, reserved: 0 });
  });

  it("credits only the exact value from the investor's own CPF; anything else writes nothing", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 1_000), 201);
    const charge = await chargeOf(made.id);
    expect(await payCommitment(db(), made.id, { amountCents: 99_999 })).toEqual({
      outcome: "wrong_amount",
      chargeId: charge.id,
      expectedCents: 100_000,
    });
    expect(await payCommitment(db(), made.id, { payerDocument: "529.982.247-25" })).toEqual({
      outcome: "wrong_payer",
      chargeId: charge.id,
    });
    expect(
      await db().transaction((tx) =>
        settleCharge(tx, {
          txid: "X".repeat(32),
          endToEndId: testEndToEndId(),
          amountCents: 100_000,
          paidAt: new Date(),
        }),
      ),
    ).toEqual({ outcome: "unknown" });
    expect((await chargeOf(made.id)).status).toBe("awaiting_payment");
    expect(await figures(id)).toEqual({ raised: 0, reserved: 1_000 });
  });

  it("makes one charge for a retried commitment with the same Idempotency-Key", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const key = { "idempotency-key": `pagar-${randomBytes(8).toString("hex")}` };
    const first = ok<Investment>(await invest(investor.cookie, id, 3_000, key), 201);
    const again = ok<Investment>(await invest(investor.cookie, id, 3_000, key), 201);
    expect(again.id).toBe(first.id);
    expect(again.payment!.txid).toBe(first.payment!.txid);
    const charges = await db()
      .select({ n: count() })
      .from(paymentCharges)
      .innerJoin(investments, eq(investments.id, paymentCharges.investmentId))
      .where(and(eq(investments.projectId, id), eq(investments.investorId, investor.id)));
    expect(charges[0]!.n).toBe(1);
    expect(await figures(id)).toEqual({ raised: 0, reserved: 3_000 });
  });

  it("never lets the payment run past the raise's last day (São Paulo)", async () => {
    const investor = await newAccount(t.app, "investor");
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const id = await raise(100_000, { deadline: tomorrow });
    const made = ok<Investment>(await invest(investor.cookie, id, 1_000), 201);
    expect(made.payment!.expires_at).toBe(new Date(`${tomorrow}T23:59:59.000-03:00`).toISOString());
  });
});

describe("expiry", () => {
  it("frees the room, cancels the commitment and tells the investor by the bell and e-mail", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise(10_000);
    const made = ok<Investment>(await invest(investor.cookie, id, 10_000), 201);
    const other = await newAccount(t.app, "investor");
    // The room is taken while the Pix is awaited.
    expectApiError(
      await invest(other.cookie, id, 1_000),
      409,
      "CONFLICT",
      "A meta de captação deste projeto já foi atingida.",
    );
    const charge = await chargeOf(made.id);
    // Not due yet: nothing happens.
    const deps = { db: db(), config: t.config, now, signals: t.database.signals };
    expect(await expireUnpaidCommitment(deps, charge.txid)).toBe("nothing");
    await runJobsAt(charge.expiresAt);
    expect((await chargeOf(made.id)).status).toBe("expired");
    const [listed] = await mine(investor.cookie);
    expect(listed).toMatchObject({
      status: "cancelled",
      cancel_reason: "O Pix do investimento não foi pago até o vencimento.",
      payment: { status: "expired", pix_copia_e_cola: null },
    });
    expect(await figures(id)).toEqual({ raised: 0, reserved: 0 });
    expect(await bell(investor.id, "Investimento expirado")).toHaveLength(1);
    await t.app.jobs.deliverMail();
    const mails = await mailsTo(`${t.config.dataDir}/outbox`, investor.email);
    expect(mails.some((m) => m.includes("não foi pago até o vencimento"))).toBe(true);
    // The room is free again.
    ok(await invest(other.cookie, id, 1_000), 201);
  });

  it("keeps the money when the PSP holds a Pix the webhook never brought", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 1_500), 201);
    const charge = await chargeOf(made.id);
    // Paid at the PSP, but its notification never comes.
    await t.app.sandboxPsp!.pay(charge.txid, { webhook: { mode: "never" } });
    await runJobsAt(charge.expiresAt);
    expect((await chargeOf(made.id)).status).toBe("paid");
    expect((await mine(investor.cookie))[0]).toMatchObject({ status: "active", payment: { status: "paid" } });
    expect(await figures(id)).toEqual({ raised: 1_500, reserved: 0 });
  });

  it("answers expired for a Pix that arrives after the charge expired, crediting nothing", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 2_000), 201);
    const charge = await chargeOf(made.id);
    await runJobsAt(charge.expiresAt);
    const late = await payCommitment(db(), made.id);
    expect(late).toEqual({ outcome: "expired", chargeId: charge.id });
    expect(await figures(id)).toEqual({ raised: 0, reserved: 0 });
    expect((await chargeOf(made.id)).status).toBe("expired");
  });
});

describe("Simular pagamento (sandbox)", () => {
  const simulate = (cookie: string, investmentId: string) =>
    client(t.app, cookie).post(`/api/investments/${investmentId}/payment/simulate`);

  it("pays the investor's own awaiting charge through the sandbox PSP and its webhook", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 4_000), 201);
    const answer = ok<{ end_to_end_id: string }>(await simulate(investor.cookie, made.id), 202);
    // Nothing is raised until the webhook's intake credits it.
    await t.app.workInFlight.settled();
    await runJobs();
    expect(await figures(id)).toEqual({ raised: 4_000, reserved: 0 });
    expect((await mine(investor.cookie))[0]!.payment).toMatchObject({
      status: "paid",
      end_to_end_id: answer.end_to_end_id,
    });
    // The payer's "Pix recebido" receipt is issued with the credit, naming the escrow account's holder.
    const receipts = ok<{ items: { kind: string; end_to_end_id: string | null; amount: number }[] }>(
      await client(t.app, investor.cookie).get("/api/payments/receipts/mine"),
    );
    expect(receipts.items).toEqual([
      expect.objectContaining({ kind: "pix_in", end_to_end_id: answer.end_to_end_id, amount: 4_000 }),
    ]);
    // Paid: a second simulation is refused.
    expectApiError(
      await simulate(investor.cookie, made.id),
      409,
      "CONFLICT",
      "Este investimento não está aguardando pagamento.",
    );
  });

  it("refuses another person's commitment, and any other role, with 404, writing nothing", async () => {
    const investor = await newAccount(t.app, "investor");
    const id = await raise();
    const made = ok<Investment>(await invest(investor.cookie, id, 1_000), 201);
    const stranger: Account = await newAccount(t.app, "investor");
    for (const cookie of [stranger.cookie, criador, await loginAs(t.app, DEMO.admin)]) {
      expectApiError(await simulate(cookie, made.id), 404, "NOT_FOUND", "Investimento não encontrado.");
    }
    expectApiError(
      await simulate(investor.cookie, "00000000-0000-4000-8000-000000000000"),
      404,
      "NOT_FOUND",
      "Investimento não encontrado.",
    );
    expect((await simulate(investor.cookie, "não-é-um-id")).statusCode).toBe(400);
    expect((await chargeOf(made.id)).status).toBe("awaiting_payment");
    expect(await figures(id)).toEqual({ raised: 0, reserved: 1_000 });
  });

  it("does not exist when the sandbox is off (404)", async () => {
    const off = await createTestApp({ PAYMENTS_SANDBOX: "false" });
    try {
      const res = await off.app.inject({ method: "POST", url: "/api/investments/x/payment/simulate" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } });
    } finally {
      await off.close();
    }
  });
});

describe("the charge's issuing job", () => {
  it("is queued with the charge, and done once the PSP made the code", async () => {
    const investor = await newAccount(t.app, "investor");
    const made = ok<Investment>(await invest(investor.cookie, await raise(), 1_000), 201);
    await runJobs();
    const [job] = await db()
      .select()
      .from(paymentJobs)
      .where(and(eq(paymentJobs.kind, ISSUE_CHARGE_JOB), eq(paymentJobs.key, made.payment!.txid)));
    expect(job).toMatchObject({ state: "done" });
  });
});

describe("the books", () => {
  it("ledger:check proves every paid charge has its pix-in transaction, and names one that has not", async () => {
    expect(await checkInvariants(db(), [chargesPaidPosted])).toMatchObject({ ok: true });
    const investor = await newAccount(t.app, "investor");
    const made = ok<Investment>(await invest(investor.cookie, await raise(), 1_000), 201);
    // A charge marked paid behind the ledger's back (what no code path does).
    await db()
      .update(paymentCharges)
      .set({ status: "paid", endToEndId: testEndToEndId() })
      .where(eq(paymentCharges.investmentId, made.id));
    const report = await checkInvariants(db(), [chargesPaidPosted]);
    expect(report).toMatchObject({ ok: false, broken: { name: "payments.charges-paid-posted" } });
    await db().update(paymentCharges).set({ status: "expired" }).where(eq(paymentCharges.investmentId, made.id));
  });
});
