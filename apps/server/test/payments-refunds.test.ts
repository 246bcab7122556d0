// Refunds through API Pix's devolucao (docs/decisions/111-refunds-and-withdrawal-period.md,
// docs/product/payments.md#devolucoes): the durable job against the sandbox PSP of a listening app
// (PUBLIC_URL is the address it listens on), withdrawals of paid commitments in business days, failed
// raises, retries, the admin's failed jobs, and a crash between the PUT and its answer.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFailedJob } from "@alicerce/shared/schemas/admin";
import { appLedgerInvariants } from "../src/app-ledger-invariants.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  mailOutbox,
  notifications,
  paymentCharges,
  paymentJobs,
  paymentRefunds,
  sandboxPspRefunds,
} from "../src/db/schema/index.ts";
import { retryFailedJob } from "../src/jobs/queue/retry-failed.ts";
import { runDueJobs } from "../src/jobs/queue/worker.ts";
import { ledgerInvariants } from "../src/modules/ledger/index.ts";
import {
  markPaymentStatus,
  REFUND_JOB_KIND,
  refundJobHandlers,
  refundsPosted,
  refundsOfInvestments,
  requestRefund,
  settleCharge,
  withdrawalDeadline,
} from "../src/modules/payments/index.ts";
import {
  createPixBoundary,
  type ApiPixClient,
  type PixBoundary,
  type SandboxPspControl,
} from "../src/modules/pix/index.ts";
import {
  brl,
  client,
  createSeededApp,
  dateIn,
  DEMO,
  loginAll,
  newAccount,
  ok,
  openRaise,
  setProject,
  type Account,
} from "./project-helpers.ts";
import type { Investment } from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

/** The app's clock: moved forward to reach a retry's backoff, never back. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let psp: PixBoundary;
let sandbox: SandboxPspControl;
let creator: string;
let admin: string;

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createSeededApp({ PUBLIC_URL: base }, { now });
  await t.app.listen({ port, host: "127.0.0.1" });
  psp = createPixBoundary(t.config, { localBaseUrl: base });
  sandbox = t.app.sandboxPsp!;
  [creator, admin] = await loginAll(t.app, DEMO.creator, DEMO.admin);
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;

/** A fresh open raise of the seeded creator's. */
const raise = () =>
  openRaise(t, creator, { target_amount: 100_000, min_investment: 1_000, minimum_target_amount: null });

async function commit(investor: Account, projectId: string, amount: number) {
  return ok<Investment>(
    await client(t.app, investor.cookie).post(`/api/projects/${projectId}/investments`, { amount }),
    201,
  );
}

const chargeOf = async (investmentId: string) =>
  (await db().select().from(paymentCharges).where(eq(paymentCharges.investmentId, investmentId)))[0]!;

/**
 * The investor pays the commitment's charge at the sandbox PSP, and the Pix is credited to it as the
 * intake does (settleCharge), without waiting for the webhook.
 */
async function pay(investmentId: string) {
  await t.app.jobs.durableJobs(); // the charge's `cob`, if its issuing after the commitment failed
  const charge = await chargeOf(investmentId);
  const pix = await sandbox.pay(charge.txid, { webhook: { mode: "never" } });
  const outcome = await db().transaction((tx) =>
    settleCharge(tx, { txid: charge.txid, endToEndId: pix.endToEndId, amountCents: pix.amountCents, paidAt: now() }),
  );
  expect(outcome.outcome).toBe("credited");
  return pix;
}

async function paidCommitment(amount = 1_500) {
  const investor = await newAccount(t.app, "investor");
  const projectId = await raise();
  const investment = await commit(investor, projectId, amount);
  const pix = await pay(investment.id);
  return { investor, projectId, investment, endToEndId: pix.endToEndId };
}

const withdraw = (cookie: string, id: string) => client(t.app, cookie).post(`/api/investments/${id}/withdraw`);

const refundsOf = (investmentId: string) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.investmentId, investmentId));
const refundRow = async (id: string) => (await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;
const pspRefundsOf = (endToEndId: string) =>
  db().select().from(sandboxPspRefunds).where(eq(sandboxPspRefunds.endToEndId, endToEndId));

/** The ledger's entries under a reference, as (account kind, cents). */
async function ledgerOf(reference: string) {
  return db()
    .select({ kind: ledgerAccounts.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.reference, reference))
    .orderBy(ledgerAccounts.kind);
}

/**
 * The ledger's own rules and the refunds' (`npm run ledger:check` runs them among the others', whose
 * pieces this file does not exercise).
 */
async function booksHold() {
  expect(appLedgerInvariants).toContain(refundsPosted);
  const report = await checkInvariants(db(), [...ledgerInvariants, refundsPosted]);
  if (!report.ok) throw new Error(`${report.broken.name}: ${report.examples.join("; ")}`);
  return report.ok;
}

/** Runs only the refunds' jobs, with `apiPix` standing in for the app's PSP client when given. */
function runRefundJobs(apiPix?: () => ApiPixClient) {
  const config = t.config;
  return runDueJobs({
    db: db(),
    handlers: refundJobHandlers({ db: db(), config, now, ...(apiPix ? { apiPix } : {}) }),
    now,
    log: { warn: () => undefined },
  });
}

const jobOf = async (refundId: string) =>
  (
    await db()
      .select()
      .from(paymentJobs)
      .where(and(eq(paymentJobs.kind, REFUND_JOB_KIND), eq(paymentJobs.key, refundId)))
  )[0]!;

/** Past the job's backoff: the clock moves beyond its next run. */
async function reachNextAttempt(refundId: string) {
  const job = await jobOf(refundId);
  offset += Math.max(0, job.runAfter.getTime() - now().getTime()) + 1_000;
}

describe("withdrawal of a paid commitment", () => {
  it("counts the withdrawal period in business days from the commitment", async () => {
    const investor = await newAccount(t.app, "investor");
    const made = await commit(investor, await raise(), 1_000);
    expect(made.withdrawable_until).toBe(withdrawalDeadline(new Date(made.created_at)).toISOString());
  });

  it("refunds the Pix through the PSP: ledger, charge, receipt, bell and e-mail", async () => {
    const { investor, projectId, investment, endToEndId } = await paidCommitment(1_500);
    const withdrawn = ok<Investment>(await withdraw(investor.cookie, investment.id));
    expect(withdrawn.status).toBe("withdrawn");
    const [asked] = await refundsOf(investment.id);
    expect(asked).toMatchObject({
      endToEndId,
      amountCents: 150_000,
      cause: "withdrawal",
      status: "pending",
      projectId,
      userId: investor.id,
      heldIn: "project_escrow",
    });
    expect((await chargeOf(investment.id)).status).toBe("refunding");
    expect((await refundsOfInvestments(db(), [investment.id])).get(investment.id)?.status).toBe("requested");

    expect(await runRefundJobs()).toMatchObject({ done: 1, failed: 0 });
    const refund = await refundRow(asked!.id);
    expect(refund).toMatchObject({ status: "refunded", attempts: 1, lastError: null });
    expect(refund.pspRtrId).toMatch(/^D/);
    expect(refund.receiptId).not.toBeNull();
    expect((await chargeOf(investment.id)).status).toBe("refunded");
    expect(await ledgerOf(`refund:${refund.id}`)).toEqual([
      { kind: "escrow_bank", amountCents: -150_000 },
      { kind: "project_escrow", amountCents: 150_000 },
    ]);
    expect(await pspRefundsOf(endToEndId)).toMatchObject([{ status: "DEVOLVIDO", valorCents: 150_000 }]);
    const view = (await refundsOfInvestments(db(), [investment.id])).get(investment.id);
    expect(view).toEqual({
      status: "refunded",
      reason: expect.stringContaining("Você desistiu do investimento"),
      refunded_at: refund.refundedAt!.toISOString(),
      receipt_id: refund.receiptId,
    });
    // What the investor reads on their investments: the payment "Devolvido" and its refund.
    const mine = ok<Investment[]>(await client(t.app, investor.cookie).get("/api/investments/mine"));
    expect(mine.find((i) => i.id === investment.id)?.payment).toMatchObject({ status: "refunded", refund: view });
    const bell = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor.id), eq(notifications.title, "Valor devolvido")));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toBe(`Devolvemos ${brl(1_500)} por Pix para a conta de onde ele veio. ${refund.reason}`);
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, investor.email), eq(mailOutbox.subject, "Valor devolvido")));
    expect(mail).toHaveLength(1);
    expect(await booksHold()).toBe(true);
  });

  it("asks one refund when the same withdrawal is sent twice at the same time", async () => {
    const { investor, investment } = await paidCommitment();
    const answers = await Promise.all([
      withdraw(investor.cookie, investment.id),
      withdraw(investor.cookie, investment.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(investment.id)).toHaveLength(1);
  });

  it("refuses a withdrawal after the business-day deadline, in pt-BR, and refunds nothing", async () => {
    const { investor, investment } = await paidCommitment();
    const ended = new Date(now().getTime() - 1_000);
    await db().update(investments).set({ withdrawableUntil: ended }).where(eq(investments.id, investment.id));
    const day = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(ended);
    expectApiError(
      await withdraw(investor.cookie, investment.id),
      409,
      "CONFLICT",
      `O prazo para desistir deste investimento terminou em ${day} (5 dias úteis após o investimento).`,
    );
    expect(await refundsOf(investment.id)).toEqual([]);
    expect((await chargeOf(investment.id)).status).toBe("paid");
  });

  it("refuses another user's investment and refunds nothing", async () => {
    const { investment } = await paidCommitment();
    const stranger = await newAccount(t.app, "investor");
    expectApiError(await withdraw(stranger.cookie, investment.id), 404, "NOT_FOUND", "Investimento não encontrado.");
    expect(await refundsOf(investment.id)).toEqual([]);
    expect((await chargeOf(investment.id)).status).toBe("paid");
  });

  it("refuses once the money was released to the issuer: a refund and a release never both happen", async () => {
    const { investor, investment } = await paidCommitment();
    const chargeId = await chargeIdOf(investment.id);
    await db().transaction((tx) => markPaymentStatus(tx, chargeId, "released"));
    expectApiError(
      await withdraw(investor.cookie, investment.id),
      409,
      "CONFLICT",
      "O valor deste investimento já foi liberado ao empreendedor; não é possível desistir.",
    );
    expect(await refundsOf(investment.id)).toEqual([]);
    expect((await db().select().from(investments).where(eq(investments.id, investment.id)))[0]!.status).toBe("active");
  });

  it("cancels the charge of a commitment not paid yet: no money moved, nothing to refund", async () => {
    const investor = await newAccount(t.app, "investor");
    const investment = await commit(investor, await raise(), 1_000);
    ok(await withdraw(investor.cookie, investment.id));
    const charge = await chargeOf(investment.id);
    expect(charge.status).toBe("expired");
    expect(await refundsOf(investment.id)).toEqual([]);
    // Its QR stops being payable: the `cob` is withdrawn at the PSP by a job queued with the withdrawal.
    expect((await psp.apiPix.getCharge(charge.txid)).status).toBe("ATIVA");
    expect(await runRefundJobs()).toMatchObject({ done: 1 });
    expect((await psp.apiPix.getCharge(charge.txid)).status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    await expect(sandbox.pay(charge.txid)).rejects.toThrow(/não pode mais ser paga/);
  });
});

const chargeIdOf = async (investmentId: string) => (await chargeOf(investmentId)).id;

describe("the refund job", () => {
  it("sends a refund asked twice once", async () => {
    const { investment, endToEndId, projectId } = await paidCommitment();
    const ask = () =>
      db().transaction((tx) =>
        requestRefund(tx, {
          endToEndId,
          amountCents: 150_000,
          reason: "Devolução pedida pelo administrador.",
          cause: "admin",
          investmentId: investment.id,
        }),
      );
    const first = await ask();
    const second = await ask();
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const [jobs] = await db()
      .select({ n: count() })
      .from(paymentJobs)
      .where(and(eq(paymentJobs.kind, REFUND_JOB_KIND), eq(paymentJobs.key, first.id)));
    expect(jobs!.n).toBe(1);
    expect(await refundsOf(investment.id)).toHaveLength(1);
    await runRefundJobs();
    expect((await refundRow(first.id)).status).toBe("refunded");
    expect((await refundRow(first.id)).projectId).toBe(projectId);
    expect(await pspRefundsOf(endToEndId)).toHaveLength(1);
    expect(await ledgerOf(`refund:${first.id}`)).toHaveLength(2);
  });

  it("retries a devolução the PSP did not make under a new id, and ends refunded", async () => {
    const { investor, investment, endToEndId } = await paidCommitment();
    ok(await withdraw(investor.cookie, investment.id));
    const [asked] = await refundsOf(investment.id);
    sandbox.failNextRefund();
    expect(await runRefundJobs()).toMatchObject({ retried: 1, done: 0 });
    const afterFailure = await refundRow(asked!.id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure.lastError).toContain("falha simulada");
    expect(afterFailure.pspRefundId).toBe(`${asked!.id.replaceAll("-", "")}R2`);
    expect(await ledgerOf(`refund:${asked!.id}`)).toEqual([]);
    expect((await chargeOf(investment.id)).status).toBe("refunding");

    await reachNextAttempt(asked!.id);
    expect(await runRefundJobs()).toMatchObject({ done: 1 });
    expect(await refundRow(asked!.id)).toMatchObject({ status: "refunded", attempts: 2 });
    const devolucoes = await pspRefundsOf(endToEndId);
    expect(devolucoes.map((d) => d.status).sort()).toEqual(["DEVOLVIDO", "NAO_REALIZADO"]);
    expect(await ledgerOf(`refund:${asked!.id}`)).toHaveLength(2);
    expect((await chargeOf(investment.id)).status).toBe("refunded");
  });

  it("ends failed after the last attempt, on the admin's failed jobs", async () => {
    const { investor, investment } = await paidCommitment();
    ok(await withdraw(investor.cookie, investment.id));
    const [asked] = await refundsOf(investment.id);
    const { maxAttempts } = await jobOf(asked!.id);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      sandbox.failNextRefund();
      await reachNextAttempt(asked!.id);
      await runRefundJobs();
    }
    expect(await refundRow(asked!.id)).toMatchObject({ status: "failed", attempts: maxAttempts });
    expect((await refundRow(asked!.id)).failedAt).not.toBeNull();
    expect(await jobOf(asked!.id)).toMatchObject({ state: "failed", attempts: maxAttempts });
    expect(await ledgerOf(`refund:${asked!.id}`)).toEqual([]);
    // The money is still owed back: the charge stays refunding for the admin to resolve.
    expect((await chargeOf(investment.id)).status).toBe("refunding");
    expect((await refundsOfInvestments(db(), [investment.id])).get(investment.id)?.status).toBe("failed");
    const failed = ok<{ items: AdminFailedJob[] }>(
      await client(t.app, admin).get("/api/admin/payment-jobs?page_size=100"),
    );
    expect(failed.items).toContainEqual(
      expect.objectContaining({
        kind: REFUND_JOB_KIND,
        key: asked!.id,
        last_error: expect.stringContaining("falha simulada"),
      }),
    );
    expect(await booksHold()).toBe(true);

    // The admin's "Tentar novamente" gives the job one more run: it asks the PSP about the last id, then
    // sends, and the refund ends as if it had never failed.
    const job = await jobOf(asked!.id);
    expect(await retryFailedJob(db(), job.id, now())).not.toBeNull();
    expect(await runRefundJobs()).toMatchObject({ done: 1 });
    expect(await refundRow(asked!.id)).toMatchObject({ status: "refunded", failedAt: null, attempts: maxAttempts + 1 });
    expect((await chargeOf(investment.id)).status).toBe("refunded");
    expect(await ledgerOf(`refund:${asked!.id}`)).toHaveLength(2);
    expect(await booksHold()).toBe(true);
  });

  it("after a crash between the PUT and its answer, asks the PSP (GET) before sending again: refunded once", async () => {
    const { investor, investment, endToEndId } = await paidCommitment();
    ok(await withdraw(investor.cookie, investment.id));
    const [asked] = await refundsOf(investment.id);
    const calls: string[] = [];
    // The PSP receives the PUT and makes the devolução; the answer never reaches this process.
    const crashing: ApiPixClient = {
      ...psp.apiPix,
      async requestRefund(refund) {
        calls.push("PUT");
        await psp.apiPix.requestRefund(refund);
        throw new Error("conexão perdida antes da resposta do PSP");
      },
    };
    const watching: ApiPixClient = {
      ...psp.apiPix,
      requestRefund: (refund) => (calls.push("PUT"), psp.apiPix.requestRefund(refund)),
      getRefund: (e2e, id) => (calls.push("GET"), psp.apiPix.getRefund(e2e, id)),
    };
    expect(await runRefundJobs(() => crashing)).toMatchObject({ retried: 1 });
    expect(await refundRow(asked!.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await pspRefundsOf(endToEndId)).toMatchObject([{ status: "DEVOLVIDO" }]);

    await reachNextAttempt(asked!.id);
    expect(await runRefundJobs(() => watching)).toMatchObject({ done: 1 });
    expect(calls).toEqual(["PUT", "GET"]);
    expect(await refundRow(asked!.id)).toMatchObject({ status: "refunded", attempts: 1 });
    expect(await pspRefundsOf(endToEndId)).toHaveLength(1);
    expect(await ledgerOf(`refund:${asked!.id}`)).toHaveLength(2);
  });

  it("catches a refunded refund without its ledger transaction (npm run ledger:check)", async () => {
    const [row] = await db()
      .insert(paymentRefunds)
      .values({
        endToEndId: "E00000000202612061000XXXXXXXXXXX",
        pspRefundId: "invariante",
        heldIn: "unmatched",
        amountCents: 100,
        reason: "Teste do invariante.",
        cause: "admin",
        status: "refunded",
        refundedAt: new Date(),
      })
      .returning();
    try {
      const report = await checkInvariants(db(), [...ledgerInvariants, refundsPosted]);
      expect(report).toMatchObject({ ok: false, broken: { name: "payments.refunds-posted" } });
    } finally {
      await db().delete(paymentRefunds).where(eq(paymentRefunds.id, row!.id));
    }
  });
});

describe("a failed raise", () => {
  it("refunds every paid commitment (each its own job) and cancels the charges still awaiting", async () => {
    const projectId = await raise();
    const payers = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    const paid = [];
    for (const payer of payers) {
      const made = await commit(payer, projectId, 2_000);
      await pay(made.id);
      paid.push(made);
    }
    const late = await newAccount(t.app, "investor");
    const unpaid = await commit(late, projectId, 1_000);
    await setProject(db(), projectId, { deadline: dateIn(-1) });

    expect(await t.app.jobs.closeRaises()).toContain(projectId);
    for (const made of paid) {
      expect(await refundsOf(made.id)).toMatchObject([
        { cause: "failed_raise", status: "pending", amountCents: 200_000 },
      ]);
      expect((await chargeOf(made.id)).status).toBe("refunding");
    }
    expect((await chargeOf(unpaid.id)).status).toBe("expired");
    expect(await refundsOf(unpaid.id)).toEqual([]);
    const notice = await db()
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, payers[0]!.id), eq(notifications.title, "Captação cancelada")));
    expect(notice[0]!.body).toContain("será devolvido por Pix");

    // Two refunds, and the unpaid charge's `cob` withdrawn at the PSP.
    expect(await runRefundJobs()).toMatchObject({ done: 3, failed: 0 });
    expect((await psp.apiPix.getCharge((await chargeOf(unpaid.id)).txid)).status).toBe(
      "REMOVIDA_PELO_USUARIO_RECEBEDOR",
    );
    for (const made of paid) {
      expect(await refundsOf(made.id)).toMatchObject([{ status: "refunded" }]);
      expect((await chargeOf(made.id)).status).toBe("refunded");
    }
    expect(await booksHold()).toBe(true);
  });
});
