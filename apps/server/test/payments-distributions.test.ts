// Distributions paid (docs/decisions/115-distributions-paid.md, docs/product/payments.md#distribuicoes-pagas):
// the creator's Pix funds a distribution into escrow, each investor's share is taxed (decision 104) and its
// net paid out by Pix, or waits for a Pix key; against a listening app whose sandbox PSP notifies this very
// server (PUBLIC_URL is the address it listens on).
import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import {
  SHARE_NEEDS_PIX_KEY,
  type ProjectDistributions,
  type ReceivedDistributions,
  type WithholdingSummary,
} from "@alicerce/shared/schemas/distributions";
import { appLedgerInvariants } from "../src/app-ledger-invariants.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  distributionFundings,
  distributions,
  distributionSharePayments,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  paymentCharges,
  payouts,
  profiles,
  user as users,
} from "../src/db/schema/index.ts";
import { settleCharge } from "../src/modules/payments/index.ts";
import { HAS_PDFTOTEXT, pdfText } from "./pdf-tools.ts";
import { captureStatement, planOf } from "./query-plans.ts";
import {
  client,
  createSeededApp,
  DEMO,
  investAndPay,
  loginAs,
  newAccount,
  ok,
  openRaise,
  setProject,
  testEndToEndId,
  type Account,
} from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
let t: TestApp;
let eva: Account;
let ivo: Account;
let lia: Account;
let tom: Account;
let projectId: string;

const db = () => t.database.db;

/** Runs the durable jobs until none is due (issuing charges, the webhook's intake, payouts). */
async function runJobs() {
  for (;;) {
    const report = await t.app.jobs.durableJobs();
    if (report.done + report.retried + report.failed === 0) return;
  }
}

/** Everything a funding sets off: the sandbox's webhooks, the intake, the distributions' pass, the payouts. */
async function settleAll() {
  await t.app.workInFlight.settled();
  await runJobs();
  await t.app.jobs.distributionPayments();
  await runJobs();
}

/** The commitments' 5-day withdrawal period is over. */
const confirm = (id: string) =>
  db()
    .update(investments)
    .set({ withdrawableUntil: sql`now() - interval '1 day'` })
    .where(eq(investments.projectId, id));

/** An account with a confirmed e-mail that saves its own CPF as its Pix key (Minha Conta → Recebimentos). */
async function withPixKey(who: Account) {
  await db().update(users).set({ emailVerified: true }).where(eq(users.id, who.id));
  const [profile] = await db().select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, who.id));
  const res = await client(t.app, who.cookie).put("/api/account/payout-account", {
    current_password: PASSWORD,
    key_type: "cpf",
    key: profile!.cpf,
    holder_kind: "person",
  });
  expect(res.statusCode, res.body).toBe(200);
}

const record = (cookie: string | undefined, id: string, body: unknown) =>
  client(t.app, cookie).post(`/api/projects/${id}/distributions`, body);
const recorded = async (id: string, amount: number, kind = "income") =>
  ok<{ id: string; funding: InvestmentPayment }>(await record(eva.cookie, id, { amount, kind }), 201);
const list = async (who: Account, id = projectId) =>
  ok<ProjectDistributions>(await client(t.app, who.cookie).get(`/api/projects/${id}/distributions`));
const received = async (who: Account) =>
  ok<ReceivedDistributions>(await client(t.app, who.cookie).get("/api/portfolio/distributions"));
const sharesOf = async (distributionId: string) =>
  db().select().from(distributionSharePayments).where(eq(distributionSharePayments.distributionId, distributionId));
const written = async () => {
  const counts = await Promise.all(
    [distributions, paymentCharges, distributionFundings, distributionSharePayments, payouts].map(async (table) =>
      Number((await db().select({ n: count() }).from(table))[0]!.n),
    ),
  );
  return counts.join("/");
};

/** The creator's Pix credited as the intake hands it over (settleCharge), then the distributions' pass. */
async function fundDirectly(distributionId: string) {
  const [charge] = await db()
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.distributionId, distributionId))
    .orderBy(desc(paymentCharges.createdAt));
  const settled = await db().transaction((tx) =>
    settleCharge(tx, {
      txid: charge!.txid,
      endToEndId: testEndToEndId(),
      amountCents: charge!.amountCents,
      paidAt: new Date(),
    }),
  );
  expect(settled.outcome).toBe("credited");
  await settleAll();
}

/** A project in execution whose investors' commitments are paid and past their withdrawal period. */
async function executingProject(title: string, stakes: [Account, number][]) {
  const id = await openRaise(t, eva.cookie, { title, target_amount: 1_000_000, min_investment: 100 });
  for (const [who, amount] of stakes) await investAndPay(t, who.cookie, id, amount);
  await confirm(id);
  await setProject(db(), id, { status: "in_progress" });
  return id;
}

beforeAll(async () => {
  const port = await freePort();
  t = await createSeededApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PIX_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
  });
  await t.app.listen({ port, host: "127.0.0.1" });
  eva = await newAccount(t.app, "creator", { name: "Eva Engenheira" });
  [ivo, lia, tom] = [
    await newAccount(t.app, "investor", { name: "Ivo Investidor" }),
    await newAccount(t.app, "investor", { name: "Lia Investidora" }),
    await newAccount(t.app, "investor", { name: "Tom Sem Chave" }),
  ];
  await withPixKey(ivo);
  await withPixKey(lia);
  projectId = await executingProject("Residencial Pago", [
    [ivo, 2_000],
    [lia, 4_000],
    [tom, 6_000],
  ]);
}, 60_000);
afterAll(() => t?.close());

describe("a distribution funded by the creator's Pix", () => {
  let distributionId: string;

  it("is recorded awaiting the creator's Pix: no share is paid, nothing counts as paid", async () => {
    const made = await recorded(projectId, 1_000);
    distributionId = made.id;
    expect(made.funding).toMatchObject({ status: "awaiting_payment", amount: 1_000, sandbox: true });
    const forIvo = await list(ivo);
    expect(forIvo.items[0]).toMatchObject({ status: "awaiting_funding", my_share: 166.67, my_payment: null });
    expect(forIvo.totals).toEqual({ income: 0, amortization: 0 });
    expect((await received(ivo)).total).toBe(0);
    expect(await sharesOf(distributionId)).toEqual([]);
  });

  it("is funded by Simular pagamento: one payout per investor with a key, the one without waits", async () => {
    const simulated = await client(t.app, eva.cookie).post(
      `/api/projects/${projectId}/distributions/${distributionId}/funding/simulate`,
    );
    expect(simulated.statusCode, simulated.body).toBe(202);
    await settleAll();

    const shares = await sharesOf(distributionId);
    const byInvestor = Object.fromEntries(shares.map((s) => [s.investorId, s]));
    // 2 000 / 4 000 / 6 000: 166,666… / 333,333… / 500, to the cent; below the month's threshold nothing is withheld.
    expect(shares.map((s) => s.grossCents).reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(byInvestor[ivo.id]).toMatchObject({ grossCents: 16_667, taxCents: 0, netCents: 16_667 });
    expect(byInvestor[tom.id]).toMatchObject({ grossCents: 50_000, taxCents: 0, netCents: 50_000, payoutId: null });
    const sent = await db().select().from(payouts).where(eq(payouts.distributionId, distributionId));
    expect(sent.map((p) => [p.userId, p.kind, p.netCents, p.status]).sort()).toEqual(
      [
        [ivo.id, "distribution", 16_667, "paid"],
        [lia.id, "distribution", 33_333, "paid"],
      ].sort(),
    );

    // The ledger: each share's gross leaves the project's escrow into what is owed to its investor.
    const entries = await db()
      .select({ kind: ledgerAccounts.kind, owner: ledgerAccounts.ownerId, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.reference, `distribution-share:${byInvestor[ivo.id]!.shareId}`));
    expect(entries.sort((a, b) => a.cents - b.cents)).toEqual([
      { kind: "investor_payable", owner: ivo.id, cents: -16_667 },
      { kind: "project_escrow", owner: projectId, cents: 16_667 },
    ]);

    const forEva = await list(eva);
    expect(forEva.items[0]).toMatchObject({ status: "paying", awaiting_key_shares: 1, failed_shares: 0 });
    expect(forEva.totals).toEqual({ income: 1_000, amortization: 0 });
    expect((await list(ivo)).items[0]!.my_payment).toEqual({ gross: 166.67, tax: 0, net: 166.67, status: "paid" });
    expect((await received(tom)).items[0]).toMatchObject({ amount: 500, tax: 0, net: 500, status: "awaiting_key" });
    const [told] = await db()
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${tom.id} and ${notifications.title} = 'Distribuição paga: Residencial Pago'`,
      );
    expect(told!.body).toContain(SHARE_NEEDS_PIX_KEY);
    // Paid: "Pagar com Pix" again is refused, writing nothing.
    const before = await written();
    expectApiError(
      await client(t.app, eva.cookie).post(`/api/projects/${projectId}/distributions/${distributionId}/funding`),
      409,
      "CONFLICT",
      "Esta distribuição já foi paga.",
    );
    expect(await written()).toBe(before);
  });

  it("pays the waiting share once its investor saves a Pix key", async () => {
    await withPixKey(tom);
    await settleAll();
    expect((await received(tom)).items[0]).toMatchObject({ net: 500, status: "paid" });
    expect((await list(eva)).items[0]).toMatchObject({ status: "paid", awaiting_key_shares: 0 });
    expect(await checkInvariants(db(), appLedgerInvariants)).toMatchObject({ ok: true });
  });
});

describe("income tax withheld across a month", () => {
  it("withholds nothing up to R$ 50.000,00 and then 10 % of the month's whole total", async () => {
    const solo = await newAccount(t.app, "investor", { name: "Sol Sozinha" });
    await withPixKey(solo);
    const id = await executingProject("Residencial Limiar", [[solo, 1_000]]);
    const paid = async (amount: number, kind = "income") => {
      const made = await recorded(id, amount, kind);
      await fundDirectly(made.id);
      return (await sharesOf(made.id))[0]!;
    };
    expect(await paid(40_000)).toMatchObject({ grossCents: 4_000_000, taxCents: 0, netCents: 4_000_000 });
    // Capital given back is not income: no tax, and it does not count towards the month.
    expect(await paid(30_000, "amortization")).toMatchObject({ taxCents: 0, rule: "capital_returned" });
    // 40 000 + 20 000 = 60 000 in the month: 10 % of it all (6 000) falls on the payment that crosses.
    expect(await paid(20_000)).toMatchObject({ grossCents: 2_000_000, taxCents: 600_000, netCents: 1_400_000 });
    expect(await paid(5_000)).toMatchObject({ grossCents: 500_000, taxCents: 50_000, netCents: 450_000 });

    const mine = await received(solo);
    expect(mine.items.map((i) => [i.amount, i.tax, i.net])).toEqual([
      [5_000, 500, 4_500],
      [20_000, 6_000, 14_000],
      [30_000, 0, 30_000],
      [40_000, 0, 40_000],
    ]);
    for (const item of mine.items)
      expect(Math.round(item.tax * 100) + Math.round(item.net * 100)).toBe(item.amount * 100);
    // The paying SCP's month for the DARF: code 1841, 10 % of the 65 000 of rendimentos.
    const summary = ok<WithholdingSummary>(
      await client(t.app, eva.cookie).get(`/api/projects/${id}/distributions/withholding`),
    );
    expect(summary).toMatchObject({
      darf_code: "1841",
      base: 65_000,
      tax: 6_500,
      payments: 3,
      payer_name: "Eva Engenheira",
    });
    expect(summary.investors).toEqual([
      {
        name: "Sol Sozinha",
        cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
        gross: 65_000,
        tax: 6_500,
        net: 58_500,
      },
    ]);
    expect(await checkInvariants(db(), appLedgerInvariants)).toMatchObject({ ok: true });
  });

  it.runIf(HAS_PDFTOTEXT)("prints gross, tax, net and the paying source on the informe de rendimentos", async () => {
    const year = new Date().getFullYear();
    const res = await client(t.app, ivo.cookie).get(`/api/portfolio/income-statement?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Fonte pagadora");
    expect(text).toContain("Eva Engenheira");
    expect(text).toMatch(/R\$ 166,67 R\$ 0,00 R\$ 166,67/);
    expect(text).toContain("Imposto de renda retido no ano: R$ 0,00");
  });
});

describe("refusals", () => {
  it("lets only the project's creator record and pay, in pt-BR, writing nothing", async () => {
    const made = await recorded(projectId, 10);
    const before = await written();
    const stranger = await newAccount(t.app, "creator");
    const admin = await loginAs(t.app, DEMO.admin);
    for (const cookie of [ivo.cookie, stranger.cookie, admin]) {
      expectApiError(
        await record(cookie, projectId, { amount: 10, kind: "income" }),
        403,
        "FORBIDDEN",
        "Apenas o criador do projeto pode registrar distribuições.",
      );
      for (const path of ["funding", "funding/simulate"])
        expectApiError(
          await client(t.app, cookie).post(`/api/projects/${projectId}/distributions/${made.id}/${path}`),
          403,
          "FORBIDDEN",
          "Apenas o criador do projeto pode pagar distribuições.",
        );
    }
    expectApiError(
      await client(t.app, ivo.cookie).get(`/api/projects/${projectId}/distributions/withholding`),
      403,
      "FORBIDDEN",
      "Apenas o criador do projeto pode ver as retenções de imposto das distribuições.",
    );
    expectApiError(await record(undefined, projectId, { amount: 10, kind: "income" }), 401, "UNAUTHENTICATED");
    expect(await written()).toBe(before);
  });

  it("refuses malformed bodies and ids with pt-BR sentences, writing nothing", async () => {
    const before = await written();
    const refusals: [unknown, string][] = [
      [{ amount: 0, kind: "income" }, "O valor deve ser maior que zero."],
      [{ amount: 10.005, kind: "income" }, "Use no máximo duas casas decimais."],
      [{ kind: "income" }, "Informe o valor total da distribuição."],
      [{ amount: 10, kind: "bonus" }, "Escolha o tipo: rendimento ou amortização."],
      [{ amount: 10, kind: "income", note: "x".repeat(501) }, "Use no máximo 500 caracteres."],
    ];
    for (const [body, message] of refusals) {
      const res = await record(eva.cookie, projectId, body);
      expectApiError(res, 400, "VALIDATION_ERROR");
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const month = await client(t.app, eva.cookie).get(
      `/api/projects/${projectId}/distributions/withholding?month=2026-13`,
    );
    expectApiError(month, 400, "VALIDATION_ERROR");
    expect(JSON.stringify(month.json())).toContain("Informe o mês no formato AAAA-MM.");
    expectApiError(
      await client(t.app, eva.cookie).post(`/api/projects/${projectId}/distributions/não-é-um-id/funding`),
      400,
      "VALIDATION_ERROR",
    );
    expectApiError(
      await client(t.app, eva.cookie).post(
        `/api/projects/${projectId}/distributions/00000000-0000-4000-8000-000000000000/funding`,
      ),
      404,
      "NOT_FOUND",
      "Distribuição não encontrada.",
    );
    expect(await written()).toBe(before);
  });
});

describe("the ledger check", () => {
  it("names a paid share without its ledger transaction", async () => {
    const [share] = await db().select().from(distributionSharePayments).limit(1);
    const orphan = { ...share!, shareId: "00000000-0000-4000-8000-0000000000aa", payoutId: null };
    await db().insert(distributionSharePayments).values(orphan);
    try {
      const report = await checkInvariants(db(), appLedgerInvariants);
      expect(report).toMatchObject({ ok: false, broken: { name: "payments.distribution-shares-posted" } });
    } finally {
      await db().delete(distributionSharePayments).where(eq(distributionSharePayments.shareId, orphan.shareId));
    }
  });
});

describe("the credit of the creator's Pix", () => {
  it("funds the distribution in its own transaction: shares taxed and posted, payouts queued, no pass needed", async () => {
    const id = await executingProject("Residencial Creditado", [
      [ivo, 1_000],
      [lia, 3_000],
    ]);
    const made = await recorded(id, 400);
    const [charge] = await db().select().from(paymentCharges).where(eq(paymentCharges.distributionId, made.id));
    const settled = await db().transaction((tx) =>
      settleCharge(tx, {
        txid: charge!.txid,
        endToEndId: testEndToEndId(),
        amountCents: charge!.amountCents,
        paidAt: new Date(),
      }),
    );
    expect(settled.outcome).toBe("credited");

    // No distributions' pass and no job ran: what the commit of the credit holds.
    const [funding] = await db()
      .select()
      .from(distributionFundings)
      .where(eq(distributionFundings.distributionId, made.id));
    expect(funding).toMatchObject({ chargeId: charge!.id, totalCents: 40_000, taxCents: 0 });
    const shares = await sharesOf(made.id);
    expect(shares.map((s) => [s.investorId, s.grossCents]).sort()).toEqual(
      [
        [ivo.id, 10_000],
        [lia.id, 30_000],
      ].sort(),
    );
    const queued = await db().select().from(payouts).where(eq(payouts.distributionId, made.id));
    expect(queued.map((p) => [p.userId, p.netCents, p.status]).sort()).toEqual(
      [
        [ivo.id, 10_000, "pending"],
        [lia.id, 30_000, "pending"],
      ].sort(),
    );
    expect((await t.app.jobs.distributionPayments()).funded).toBe(0);
    await settleAll();
    expect((await list(ivo, id)).items[0]!.my_payment).toEqual({ gross: 100, tax: 0, net: 100, status: "paid" });
    expect(await checkInvariants(db(), appLedgerInvariants)).toMatchObject({ ok: true });
  });

  it("finds a distribution's funding charges through their index", async () => {
    const made = await recorded(projectId, 50);
    const statement = await captureStatement(
      t.database,
      (query) => query.includes('from "payment_charges"') && query.includes('"distribution_id" ='),
      () => client(t.app, eva.cookie).post(`/api/projects/${projectId}/distributions/${made.id}/funding`),
    );
    const plan = (await planOf(t.database, statement, { indexesOnly: true })).join("\n");
    expect(plan).toContain("payment_charges_distribution_idx");
  });
});
