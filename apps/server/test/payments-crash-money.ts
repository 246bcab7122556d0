// The money a kill -9 test puts in flight beside its burst of Pix notifications (payments-pix-in-crash.test.ts):
// paid commitments to withdraw (refunds through API Pix's devolução, docs/decisions/111-refunds-and-withdrawal-period.md)
// and a distribution whose funding pays each investor's share by Pix (payouts, docs/decisions/114-platform-fee-and-release.md
// and 115-distributions-paid.md). Prepared by an app on the crash test's database before its server starts, through
// the product's routes and the sandbox PSP, whose state lives in that database's `sandbox_psp_*` tables
// (docs/decisions/099-payments-architecture.md): the server process and the app that restarts after the kill see the
// same PSP. After the restart, `expectMoneyMovedOnce` asks the sandbox PSP what it executed.
import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database, DatabaseHandle } from "../src/db/client.ts";
import {
  distributionFundings,
  investments,
  ledgerTransactions,
  paymentCharges,
  paymentRefunds,
  payouts,
  profiles,
  receivedPix,
  sandboxPspPayouts,
  sandboxPspRefunds,
  user as users,
} from "../src/db/schema/index.ts";
import { openSignalBus } from "../src/realtime/signal-bus.ts";
import { client, invest, newAccount, ok, openRaise, setProject, type Account } from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import { registration, type TestApp } from "./test-app.ts";

const INVESTORS = 4;
/** Paid commitments per investor on the raise whose commitments are withdrawn during the burst. */
const COMMITMENTS_EACH = 2;

export type MoneyInFlight = {
  /** The creator's session, to fund the distribution ("Simular pagamento") during the burst. */
  creatorCookie: string;
  distribution: { projectId: string; id: string };
  /** Paid commitments, each withdrawn by its investor during the burst. */
  withdrawals: { investmentId: string; cookie: string }[];
  /** The distribution's shares: one payout per investor (each saved a Pix key). */
  shares: number;
};

/** Runs the app's durable jobs until none is due. */
async function runJobs(app: TestApp["app"]) {
  for (;;) {
    const report = await app.jobs.durableJobs();
    expect(report.failed).toBe(0);
    if (report.done + report.retried === 0) return;
  }
}

/** Minha Conta → Recebimentos: the investor's own CPF as the Pix key their shares are paid to. */
async function savePixKey(db: Database, app: TestApp["app"], who: Account) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, who.id));
  const [profile] = await db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, who.id));
  ok(
    await client(app, who.cookie).put("/api/account/payout-account", {
      current_password: registration().password,
      key_type: "cpf",
      key: profile!.cpf,
      holder_kind: "person",
    }),
  );
}

/** Each commitment's Pix paid at the sandbox PSP, whose webhook the app takes in: the charges end `paid`. */
async function payAtThePsp(t: TestApp, made: Investment[]) {
  await runJobs(t.app); // the charges' `cob` at the PSP, where the request's own call did not make it
  const sandbox = t.app.sandboxPsp!;
  const ids = made.map((m) => m.id);
  const charges = await t.database.db.select().from(paymentCharges).where(inArray(paymentCharges.investmentId, ids));
  for (const charge of charges) await sandbox.pay(charge.txid);
  await t.app.workInFlight.settled();
  await runJobs(t.app);
  const paid = await t.database.db
    .select({ status: paymentCharges.status })
    .from(paymentCharges)
    .where(inArray(paymentCharges.investmentId, ids));
  expect(paid.map((c) => c.status)).toEqual(ids.map(() => "paid"));
}

/**
 * On `database` (closed by the caller), with the server's environment `env`: a creator, investors with Pix keys,
 * a raise with paid commitments to withdraw, and a project in execution with a distribution awaiting its funding.
 */
export async function prepareMoneyInFlight(
  database: DatabaseHandle,
  env: Record<string, string>,
): Promise<MoneyInFlight> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ALICERCE_JOBS: "false",
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
    ...env,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const signals = openSignalBus(database);
  const app = await buildApp(config, { database, signals, passwordCost: "test-minimum" });
  const t: TestApp = {
    app,
    config,
    database: { ...database, signals },
    rebuild: () => Promise.reject(new Error("not used here")),
    close: async () => {
      await app.close();
      await signals.close();
    },
  };
  try {
    await app.listen({ port, host: "127.0.0.1" });
    const db = database.db;
    const creator = await newAccount(app, "creator", { name: "Eva Construtora" });
    const investors: Account[] = [];
    for (let i = 0; i < INVESTORS; i++) {
      const investor = await newAccount(app, "investor", { name: `Investidor ${i + 1}` });
      await savePixKey(db, app, investor);
      investors.push(investor);
    }
    const raise = { target_amount: 1_000_000, min_investment: 100, minimum_target_amount: null };

    const withdrawing = await openRaise(t, creator.cookie, { title: "Captação com desistências", ...raise });
    const toWithdraw: { made: Investment; cookie: string }[] = [];
    for (let round = 0; round < COMMITMENTS_EACH; round++)
      for (const [i, investor] of investors.entries())
        toWithdraw.push({
          made: await invest(app, investor.cookie, withdrawing, 100 * (i + 1) + round),
          cookie: investor.cookie,
        });
    await payAtThePsp(
      t,
      toWithdraw.map((w) => w.made),
    );

    // A project in execution: its commitments paid and past their withdrawal period.
    const executing = await openRaise(t, creator.cookie, { title: "Obra com distribuição", ...raise });
    const stakes = [];
    for (const [i, investor] of investors.entries())
      stakes.push(await invest(app, investor.cookie, executing, 1_000 * (i + 1)));
    await payAtThePsp(t, stakes);
    await db
      .update(investments)
      .set({ withdrawableUntil: sql`now() - interval '1 day'` })
      .where(eq(investments.projectId, executing));
    await setProject(db, executing, { status: "in_progress" });
    const distribution = ok<{ id: string }>(
      await client(app, creator.cookie).post(`/api/projects/${executing}/distributions`, {
        amount: 2_000,
        kind: "income",
      }),
      201,
    );
    await runJobs(app); // its funding charge's `cob`, which "Simular pagamento" pays at the sandbox
    return {
      creatorCookie: creator.cookie,
      distribution: { projectId: executing, id: distribution.id },
      withdrawals: toWithdraw.map((w) => ({ investmentId: w.made.id, cookie: w.cookie })),
      shares: INVESTORS,
    };
  } finally {
    await t.close();
  }
}

/** PUTs the process received at the sandbox PSP so far, from its request log: devoluções and Pix-outs. */
export function sentToThePsp(log: string) {
  return {
    refunds: log.match(/"method":"PUT","url":"\/sandbox\/psp\/pix\/[^"]*\/devolucao\//g)?.length ?? 0,
    payouts: log.match(/"method":"PUT","url":"\/sandbox\/psp\/pix-out\//g)?.length ?? 0,
  };
}

/**
 * After the restart's jobs ran to the end: each withdrawn commitment refunded once (one refund row, one
 * devolução the sandbox PSP made for its Pix, one `refund:{id}`), the distribution funded once and each share's
 * payout sent once (one Pix-out the sandbox made under the payout's ids, one `payout:{id}`), and the PSP made no
 * other devolução or Pix-out.
 */
export async function expectMoneyMovedOnce(db: Database, money: MoneyInFlight, withdrawn: string[]) {
  const refunds = await db.select().from(paymentRefunds).where(inArray(paymentRefunds.investmentId, withdrawn));
  expect(refunds.map((r) => r.investmentId).sort()).toEqual([...withdrawn].sort());
  for (const refund of refunds) {
    expect(refund.status, refund.lastError ?? "").toBe("refunded");
    const made = await db
      .select({ id: sandboxPspRefunds.id, valorCents: sandboxPspRefunds.valorCents })
      .from(sandboxPspRefunds)
      .where(and(eq(sandboxPspRefunds.endToEndId, refund.endToEndId), ne(sandboxPspRefunds.status, "NAO_REALIZADO")));
    expect(made, `devoluções of ${refund.endToEndId}`).toEqual([
      { id: refund.pspRefundId, valorCents: refund.amountCents },
    ]);
  }
  const charges = await db
    .select({ status: paymentCharges.status })
    .from(paymentCharges)
    .where(inArray(paymentCharges.investmentId, withdrawn));
  expect(charges.map((c) => c.status)).toEqual(withdrawn.map(() => "refunded"));
  const allDevolucoes = await db.select({ id: sandboxPspRefunds.id }).from(sandboxPspRefunds);
  expect(allDevolucoes).toHaveLength(refunds.length);

  const fundings = await db
    .select()
    .from(distributionFundings)
    .where(eq(distributionFundings.distributionId, money.distribution.id));
  expect(fundings).toHaveLength(1);
  const [fundingPix] = await db
    .select({ outcome: receivedPix.outcome })
    .from(receivedPix)
    .innerJoin(paymentCharges, eq(paymentCharges.endToEndId, receivedPix.endToEndId))
    .where(eq(paymentCharges.id, fundings[0]!.chargeId));
  expect(fundingPix).toEqual({ outcome: "credited" });
  const shares = await db.select().from(payouts).where(eq(payouts.distributionId, money.distribution.id));
  expect(shares).toHaveLength(money.shares);
  for (const payout of shares) {
    expect(payout.status, payout.lastError ?? "").toBe("paid");
    const sent = await db
      .select({ id: sandboxPspPayouts.id, valorCents: sandboxPspPayouts.valorCents })
      .from(sandboxPspPayouts)
      .where(and(like(sandboxPspPayouts.id, `${payout.id}%`), ne(sandboxPspPayouts.status, "NAO_REALIZADO")));
    expect(sent, `Pix-outs of payout ${payout.id}`).toEqual([{ id: payout.sendId, valorCents: payout.netCents }]);
  }
  expect(await db.select({ id: sandboxPspPayouts.id }).from(sandboxPspPayouts)).toHaveLength(shares.length);

  // Each in the ledger once, by the money's own id.
  const references = [...refunds.map((r) => `refund:${r.id}`), ...shares.map((p) => `payout:${p.id}`)];
  const posted = await db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.reference, references));
  expect(posted.map((p) => p.reference).sort()).toEqual(references.sort());
}
