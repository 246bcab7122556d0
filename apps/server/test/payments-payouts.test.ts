// Payouts by Pix and the release to the issuer (docs/decisions/113-payout-accounts.md,
// docs/decisions/114-platform-fee-and-release.md, docs/product/payments.md#recebimentos): Minha Conta's key
// and who may hold it, the payout job against the sandbox PSP of a listening app (PUBLIC_URL is where it
// listens), retries, a crash between the send and its answer, the platform's fee and the release.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayoutAccountState, ProjectReleaseState } from "@alicerce/shared/schemas/payments-payouts";
import { formatFeePercent, platformFeeCents } from "@alicerce/shared/platform-fee";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  mailOutbox,
  paymentCharges,
  paymentJobs,
  paymentReleases,
  payoutAccounts,
  payouts,
  profiles,
  projectFeeTerms,
  sandboxPspPayouts,
  user as users,
} from "../src/db/schema/index.ts";
import { runDueJobs } from "../src/jobs/queue/worker.ts";
import { ledgerInvariants } from "../src/modules/ledger/index.ts";
import {
  PAYOUT_JOB_KIND,
  PAYOUT_TEXTS,
  payoutAccountOf,
  payoutJobHandlers,
  payoutsPosted,
  releasedEscrowsEmpty,
  requestPayout,
  settleCharge,
} from "../src/modules/payments/index.ts";
import { createPixBoundary, type PixOutProvider, type SandboxPspControl } from "../src/modules/pix/index.ts";
import { RELEASE_TEXTS } from "../src/modules/payments/releases/release-texts.ts";
import { runPayoutJob } from "../src/modules/payments/payouts/payout-job.ts";
import { client, createSeededApp, DEMO, loginAll, newAccount, ok, openRaise, setProject } from "./project-helpers.ts";
import type { Account, Investment } from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

/** The app's clock: moved forward to reach a retry's backoff or the end of a withdrawal period, never back. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let sandbox: SandboxPspControl;
let pixOut: PixOutProvider;
let admin: string;
const PASSWORD = "uma senha longa e boa";

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  t = await createSeededApp({ PUBLIC_URL: base }, { now });
  await t.app.listen({ port, host: "127.0.0.1" });
  pixOut = createPixBoundary(t.config, { localBaseUrl: base }).pixOut;
  sandbox = t.app.sandboxPsp!;
  [admin] = await loginAll(t.app, DEMO.admin);
  // The demo's releases (Vila Serena's by the seed, the others' by the job) and their payouts, done first: each
  // test then counts only its own.
  await t.app.jobs.releases();
  await runPayoutJobs();
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;

/** A new account of `type` whose e-mail is confirmed, and its CPF. */
async function person(type: "investor" | "creator" = "investor"): Promise<Account & { cpf: string }> {
  const account = await newAccount(t.app, type);
  await db().update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
  const [profile] = await db().select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, account.id));
  return { ...account, cpf: profile!.cpf! };
}

const saveKey = (who: Account, body: Record<string, unknown>) =>
  client(t.app, who.cookie).put("/api/account/payout-account", { current_password: PASSWORD, ...body });

const countOf = async (table: typeof payoutAccounts | typeof payouts | typeof paymentReleases) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

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

async function booksHold() {
  const report = await checkInvariants(db(), [...ledgerInvariants, payoutsPosted, releasedEscrowsEmpty]);
  if (!report.ok) throw new Error(`${report.broken.name}: ${report.examples.join("; ")}`);
  return true;
}

/** Runs only the payouts' jobs, `provider` standing in for the app's Pix-out when given. */
function runPayoutJobs(provider: PixOutProvider = pixOut) {
  return runDueJobs({
    db: db(),
    handlers: payoutJobHandlers({ db: db(), config: t.config, now, pixOut: () => provider }),
    now,
    log: { warn: () => undefined },
  });
}

const payoutRow = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
const jobOf = async (payoutId: string) =>
  (
    await db()
      .select()
      .from(paymentJobs)
      .where(and(eq(paymentJobs.kind, PAYOUT_JOB_KIND), eq(paymentJobs.key, payoutId)))
  )[0]!;
async function reachNextAttempt(payoutId: string) {
  const job = await jobOf(payoutId);
  offset += Math.max(0, job.runAfter.getTime() - now().getTime()) + 1_000;
}

describe("Minha Conta → Recebimentos", () => {
  it("saves a key in the account's name, answers it back and tells the account's address", async () => {
    const ana = await person();
    const saved = ok<PayoutAccountState>(
      await saveKey(ana, { key_type: "phone", key: "(11) 98765-4321", holder_kind: "person" }),
    );
    expect(saved.account).toMatchObject({
      key_type: "phone",
      key: "+5511987654321",
      holder_kind: "person",
      holder_name: ana.name,
      holder_document: ana.cpf,
      usable: true,
    });
    expect(ok<PayoutAccountState>(await client(t.app, ana.cookie).get("/api/account/payout-account"))).toEqual(saved);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.to, ana.email));
    expect(mail.map((m) => m.subject)).toContain("Sua chave Pix para recebimentos foi alterada");
    expect(await payoutAccountOf(db(), ana.id)).toEqual({
      keyType: "phone",
      key: "+5511987654321",
      holderName: ana.name,
      holderDocument: ana.cpf,
    });
    // The own CPF as the key, typed with punctuation.
    const typed = `${ana.cpf.slice(0, 3)}.${ana.cpf.slice(3, 6)}.${ana.cpf.slice(6, 9)}-${ana.cpf.slice(9)}`;
    const cpfKey = ok<PayoutAccountState>(await saveKey(ana, { key_type: "cpf", key: typed, holder_kind: "person" }));
    expect(cpfKey.account).toMatchObject({ key_type: "cpf", key: ana.cpf });
  });

  it("refuses keys of the wrong format, or not the account's, in pt-BR, writing nothing", async () => {
    const bruno = await person();
    const before = await countOf(payoutAccounts);
    const cases: [Record<string, unknown>, string][] = [
      [
        { key_type: "cpf", key: "111.111.111-11", holder_kind: "person" },
        "Chave Pix inválida: o CPF informado não é válido.",
      ],
      [
        { key_type: "email", key: "não é e-mail", holder_kind: "person" },
        "Chave Pix inválida: o e-mail informado não é válido.",
      ],
      [
        { key_type: "phone", key: "1234", holder_kind: "person" },
        "Chave Pix inválida: o celular deve ter DDD e 9 dígitos, como (11) 98765-4321.",
      ],
      [
        { key_type: "evp", key: "abc", holder_kind: "person" },
        "Chave Pix inválida: a chave aleatória informada não é válida.",
      ],
      [{ key_type: "banco", key: "x", holder_kind: "person" }, "Chave Pix inválida: escolha o tipo da chave."],
      // Someone else's CPF (valid digits) and a company's CNPJ for a person.
      [
        { key_type: "cpf", key: "529.982.247-25", holder_kind: "person" },
        "Chave Pix inválida: a chave CPF deve ser o seu próprio CPF.",
      ],
      [
        { key_type: "cnpj", key: "11.222.333/0001-81", holder_kind: "person" },
        "Chave Pix inválida: a chave CNPJ é de uma empresa; use uma chave em seu nome.",
      ],
    ];
    for (const [body, message] of cases) {
      const error = expectApiError(await saveKey(bruno, body), 400, "VALIDATION_ERROR", message);
      expect(error.fields).toEqual({ key: [message] });
    }
    expectApiError(
      await saveKey(bruno, {
        key_type: "email",
        key: "bruno@exemplo.com",
        holder_kind: "person",
        current_password: "errada",
      }),
      400,
      "VALIDATION_ERROR",
      "Senha atual incorreta.",
    );
    // A malformed body: pt-BR sentences, never a schema's message.
    const malformed = await client(t.app, bruno.cookie).put("/api/account/payout-account", { key: 12 });
    expect(expectApiError(malformed, 400, "VALIDATION_ERROR").message).toMatch(/^[A-ZÀ-Ú].*\.$/);
    expect(await countOf(payoutAccounts)).toBe(before);
  });

  it("lets only creators receive as a company, on that company's CNPJ", async () => {
    const investor = await person("investor");
    const company = {
      holder_kind: "company",
      company_name: "Construtora Exemplo Ltda",
      company_cnpj: "11.222.333/0001-81",
    };
    expectApiError(
      await saveKey(investor, { key_type: "cnpj", key: "11222333000181", ...company }),
      403,
      "FORBIDDEN",
      PAYOUT_TEXTS.companyOnlyForCreators,
    );
    const creator = await person("creator");
    expectApiError(
      await saveKey(creator, { key_type: "cnpj", key: "11.444.777/0001-61", ...company }),
      400,
      "VALIDATION_ERROR",
      PAYOUT_TEXTS.cnpjKeyNotHolder,
    );
    expectApiError(
      await saveKey(creator, { key_type: "cpf", key: creator.cpf, ...company }),
      400,
      "VALIDATION_ERROR",
      PAYOUT_TEXTS.cpfKeyForCompany,
    );
    expectApiError(
      await saveKey(creator, { key_type: "cnpj", key: "11222333000181", holder_kind: "company", company_cnpj: "123" }),
      400,
      "VALIDATION_ERROR",
    );
    const saved = ok<PayoutAccountState>(
      await saveKey(creator, { key_type: "cnpj", key: "11222333000181", ...company }),
    );
    expect(saved.account).toMatchObject({
      holder_kind: "company",
      holder_name: "Construtora Exemplo Ltda",
      holder_document: "11222333000181",
    });
    expect(saved.may_use_company).toBe(true);
  });

  it("asks a confirmed e-mail and a CPF on the account; a CPF changed later stops the key", async () => {
    const unconfirmed = await newAccount(t.app, "investor");
    expectApiError(
      await saveKey(unconfirmed, { key_type: "email", key: "a@exemplo.com", holder_kind: "person" }),
      403,
      "EMAIL_NOT_VERIFIED",
      PAYOUT_TEXTS.emailNotVerified,
    );
    const paula = await person();
    ok(await saveKey(paula, { key_type: "email", key: "paula@exemplo.com", holder_kind: "person" }));
    // The profile's CPF is self-declared: once it changes, the key no longer names the account's owner.
    await db().update(profiles).set({ cpf: null }).where(eq(profiles.userId, paula.id));
    const state = ok<PayoutAccountState>(await client(t.app, paula.cookie).get("/api/account/payout-account"));
    expect(state.account?.usable).toBe(false);
    expect(await payoutAccountOf(db(), paula.id)).toBeNull();
    expectApiError(
      await saveKey(paula, { key_type: "email", key: "paula@exemplo.com", holder_kind: "person" }),
      409,
      "CONFLICT",
      PAYOUT_TEXTS.noCpf,
    );
  });

  it("removes the key, and answers the same when there is none", async () => {
    const carla = await person();
    ok(await saveKey(carla, { key_type: "evp", key: "123E4567-E89B-12D3-A456-426614174000", holder_kind: "person" }));
    for (let time = 0; time < 2; time++) {
      expect(
        ok<{ message: string }>(await client(t.app, carla.cookie).del("/api/account/payout-account")).message,
      ).toBe(PAYOUT_TEXTS.removed);
    }
    expect(
      ok<PayoutAccountState>(await client(t.app, carla.cookie).get("/api/account/payout-account")).account,
    ).toBeNull();
    expect(await payoutAccountOf(db(), carla.id)).toBeNull();
  });
});

/** A payout of `cents` to `who`, asked in its own transaction. */
const askPayout = (who: Account, cents: number, projectId: string, id?: string) =>
  db().transaction((tx) =>
    requestPayout(tx, {
      kind: "distribution",
      userId: who.id,
      projectId,
      grossCents: cents,
      netCents: cents,
      description: "Teste de pagamento",
      ...(id ? { id } : {}),
    }),
  );

describe("the payout engine", () => {
  let projectId: string;
  beforeAll(async () => {
    const [row] = await db().select({ id: investments.projectId }).from(investments).limit(1);
    projectId = row!.id;
  });

  it("refuses a payout to an account without a key, writing nothing", async () => {
    const nobody = await person();
    const before = await countOf(payouts);
    await expect(askPayout(nobody, 1_000, projectId)).rejects.toThrow(PAYOUT_TEXTS.noKey);
    expect(await countOf(payouts)).toBe(before);
  });

  it("pays once: the row paid, payout:{id} in the ledger, a receipt; asked or run again, nothing more", async () => {
    const who = await person();
    ok(await saveKey(who, { key_type: "email", key: "recebe@exemplo.com", holder_kind: "person" }));
    const { id } = await askPayout(who, 12_345, projectId, "pagamentoteste1");
    expect(await askPayout(who, 12_345, projectId, "pagamentoteste1")).toEqual({ id, created: false });
    expect(await runPayoutJobs()).toMatchObject({ done: 1, failed: 0 });
    const paid = await payoutRow(id);
    expect(paid).toMatchObject({ status: "paid", key: "recebe@exemplo.com", attempts: 0, lastError: null });
    expect(paid.endToEndId).toMatch(/^E/);
    expect(paid.receiptId).not.toBeNull();
    expect(await ledgerOf(`payout:${id}`)).toEqual([
      { kind: "escrow_bank", amountCents: -12_345 },
      { kind: "investor_payable", amountCents: 12_345 },
    ]);
    // Run by hand again (a duplicate job run): the provider is not asked, nothing is written.
    await runPayoutJob(
      { db: db(), now, pixOut: () => pixOut, escrowHolder: { name: "Custódia", document: null } },
      { id: "x", kind: PAYOUT_JOB_KIND, key: id, payload: {}, attempts: 1, maxAttempts: 8 },
    );
    expect(await ledgerOf(`payout:${id}`)).toHaveLength(2);
    expect(await db().select().from(sandboxPspPayouts).where(eq(sandboxPspPayouts.id, id))).toHaveLength(1);
    expect(await booksHold()).toBe(true);
  });

  it("retries a send the PSP did not make under a new idEnvio, and pays once", async () => {
    const who = await person();
    ok(await saveKey(who, { key_type: "email", key: "retenta@exemplo.com", holder_kind: "person" }));
    const { id } = await askPayout(who, 5_000, projectId);
    sandbox.failNextPayout();
    expect(await runPayoutJobs()).toMatchObject({ done: 0, retried: 1 });
    const failedOnce = await payoutRow(id);
    expect(failedOnce).toMatchObject({ status: "pending", attempts: 1, sendId: `${id}R2` });
    expect(failedOnce.lastError).toContain("falha simulada");
    expect(await ledgerOf(`payout:${id}`)).toEqual([]);
    await reachNextAttempt(id);
    expect(await runPayoutJobs()).toMatchObject({ done: 1 });
    expect(await payoutRow(id)).toMatchObject({ status: "paid", sendId: `${id}R2` });
    const sent = await db().select().from(sandboxPspPayouts).where(eq(sandboxPspPayouts.valorCents, 5_000));
    expect(
      sent
        .filter((s) => s.id.startsWith(id))
        .map((s) => s.status)
        .sort(),
    ).toEqual(["NAO_REALIZADO", "REALIZADO"]);
    expect(await ledgerOf(`payout:${id}`)).toHaveLength(2);
  });

  it("after a crash between the send and its answer, asks the PSP first and pays once", async () => {
    const who = await person();
    ok(await saveKey(who, { key_type: "email", key: "queda@exemplo.com", holder_kind: "person" }));
    const { id } = await askPayout(who, 7_777, projectId);
    // The PSP makes the send, but the process dies before reading its answer.
    const crashing: PixOutProvider = {
      name: pixOut.name,
      send: async (request) => {
        await pixOut.send(request);
        throw new Error("O processo parou antes de ler a resposta do PSP.");
      },
      status: (sendId) => pixOut.status(sendId),
    };
    expect(await runPayoutJobs(crashing)).toMatchObject({ retried: 1 });
    expect(await payoutRow(id)).toMatchObject({ status: "sent" });
    await reachNextAttempt(id);
    let sends = 0;
    const counting: PixOutProvider = {
      name: pixOut.name,
      send: (request) => ((sends += 1), pixOut.send(request)),
      status: (sendId) => pixOut.status(sendId),
    };
    expect(await runPayoutJobs(counting)).toMatchObject({ done: 1 });
    expect(sends).toBe(0);
    expect(await payoutRow(id)).toMatchObject({ status: "paid" });
    expect(await db().select().from(sandboxPspPayouts).where(eq(sandboxPspPayouts.id, id))).toHaveLength(1);
    expect(await ledgerOf(`payout:${id}`)).toHaveLength(2);
  });

  it("after its last attempt the payout is failed, with its job on the admin's desk", async () => {
    const who = await person();
    ok(await saveKey(who, { key_type: "email", key: "falha@exemplo.com", holder_kind: "person" }));
    const { id } = await askPayout(who, 900, projectId);
    await db().update(paymentJobs).set({ maxAttempts: 1 }).where(eq(paymentJobs.key, id));
    sandbox.failNextPayout();
    expect(await runPayoutJobs()).toMatchObject({ failed: 1 });
    expect(await payoutRow(id)).toMatchObject({ status: "failed" });
    const desk = ok<{ items: { id: string; key: string; kind: string }[] }>(
      await client(t.app, admin).get("/api/admin/payment-jobs"),
    );
    const failedJob = desk.items.find((job) => job.kind === PAYOUT_JOB_KIND && job.key === id);
    expect(failedJob).toBeDefined();
    expect(await ledgerOf(`payout:${id}`)).toEqual([]);
    // The desk's "Tentar novamente" gives the job one more attempt: the payout resumes under its new id and is paid.
    const retried = await client(t.app, admin).post(`/api/admin/reconciliation/payment-jobs/${failedJob!.id}/retry`, {
      reason: "O banco do recebedor voltou a aceitar Pix.",
    });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await runPayoutJobs()).toMatchObject({ done: 1 });
    expect(await payoutRow(id)).toMatchObject({ status: "paid", sendId: `${id}R2` });
    expect(await ledgerOf(`payout:${id}`)).toHaveLength(2);
  });
});

describe("the platform's fee", () => {
  it("rounds down to the whole cent and writes the percentage in pt-BR", () => {
    expect(platformFeeCents(100_001, 500)).toBe(5_000);
    expect(platformFeeCents(350_007, 500)).toBe(17_500);
    expect(platformFeeCents(999, 250)).toBe(24);
    expect(platformFeeCents(0, 500)).toBe(0);
    expect(formatFeePercent(500)).toBe("5 %");
    expect(formatFeePercent(250)).toBe("2,5 %");
    expect(formatFeePercent(75)).toBe("0,75 %");
  });

  it("is set by the admin only, fixed on an offer when its raise opens, and shown in its terms", async () => {
    const creator = await person("creator");
    const first = await openRaise(t, creator.cookie, {
      target_amount: 100_000,
      min_investment: 1_000,
      minimum_target_amount: null,
    });
    const fee = ok<{ fee_percent: string; terms_line: string; fixed: boolean }>(
      await client(t.app, creator.cookie).get(`/api/payments/projects/${first}/fee`),
    );
    expect(fee).toMatchObject({ fee_percent: "5 %", fixed: true });
    expect(fee.terms_line).toBe(
      "Taxa da plataforma: 5 % do valor captado, descontada na liberação dos recursos ao empreendedor.",
    );
    expectApiError(
      await client(t.app, creator.cookie).put("/api/admin/platform-fee", { fee_percent: 7.5 }),
      403,
      "FORBIDDEN",
    );
    for (const bad of [-1, 21, 1.234, "cinco"]) {
      expectApiError(
        await client(t.app, admin).put("/api/admin/platform-fee", { fee_percent: bad }),
        400,
        "VALIDATION_ERROR",
        "A taxa da plataforma deve estar entre 0 % e 20 %, com até duas casas decimais.",
      );
    }
    try {
      expect(ok(await client(t.app, admin).put("/api/admin/platform-fee", { fee_percent: 7.5 }))).toEqual({
        fee_basis_points: 750,
        fee_percent: 7.5,
      });
      // The open offer keeps its 5 %; a raise opened now carries 7,5 %.
      const [kept] = await db().select().from(projectFeeTerms).where(eq(projectFeeTerms.projectId, first));
      expect(kept!.feeBasisPoints).toBe(500);
      const second = await openRaise(t, creator.cookie, {
        target_amount: 100_000,
        min_investment: 1_000,
        minimum_target_amount: null,
      });
      expect(
        ok<{ fee_percent: string }>(await client(t.app, creator.cookie).get(`/api/payments/projects/${second}/fee`))
          .fee_percent,
      ).toBe("7,5 %");
    } finally {
      ok(await client(t.app, admin).put("/api/admin/platform-fee", { fee_percent: 5 }));
    }
  });
});

describe("release to the issuer", () => {
  /** The investor pays the commitment's charge at the sandbox PSP, credited as the intake does. */
  async function pay(investmentId: string) {
    const [charge] = await db().select().from(paymentCharges).where(eq(paymentCharges.investmentId, investmentId));
    if (!charge!.pixCopiaECola) await t.app.jobs.durableJobs();
    const pix = await sandbox.pay(charge!.txid, { webhook: { mode: "never" } });
    const outcome = await db().transaction((tx) =>
      settleCharge(tx, { txid: charge!.txid, endToEndId: pix.endToEndId, amountCents: pix.amountCents, paidAt: now() }),
    );
    expect(outcome.outcome).toBe("credited");
  }

  /** A creator's raise with two paid commitments (R$ 1.500,03 and R$ 2.000,04), its execution started. */
  async function succeededRaise() {
    const creator = await person("creator");
    const projectId = await openRaise(t, creator.cookie, {
      target_amount: 100_000,
      min_investment: 1_000,
      minimum_target_amount: null,
    });
    const made: Investment[] = [];
    for (const amount of [1_500.03, 2_000.04]) {
      const investor = await person();
      const investment = ok<Investment>(
        await client(t.app, investor.cookie).post(`/api/projects/${projectId}/investments`, { amount }),
        201,
      );
      await pay(investment.id);
      made.push(investment);
    }
    // The raise succeeded: its creator started the execution (the lifecycle's own checks are the projects' tests).
    await setProject(db(), projectId, { status: "in_progress" });
    return { creator, projectId, made };
  }

  const endWithdrawalPeriods = (projectId: string) =>
    db()
      .update(investments)
      .set({ withdrawableUntil: new Date(now().getTime() - 60_000) })
      .where(eq(investments.projectId, projectId));

  const release = (cookie: string, projectId: string) =>
    client(t.app, cookie).post(`/api/payments/projects/${projectId}/release`);
  const releaseState = (cookie: string, projectId: string) =>
    client(t.app, cookie).get(`/api/payments/projects/${projectId}/release`);

  it("refuses before the raise succeeded, within a withdrawal period, and without the creator's key", async () => {
    const { creator, projectId } = await succeededRaise();
    const before = { releases: await countOf(paymentReleases), payouts: await countOf(payouts) };
    await setProject(db(), projectId, { status: "funding_open" });
    expectApiError(await release(creator.cookie, projectId), 409, "CONFLICT", RELEASE_TEXTS.raiseNotSucceeded);
    await setProject(db(), projectId, { status: "in_progress" });
    const open = expectApiError(await release(creator.cookie, projectId), 409, "CONFLICT");
    expect(open.message).toMatch(
      /^Ainda há investimentos no prazo de desistência \(até \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\)\./,
    );
    await endWithdrawalPeriods(projectId);
    expectApiError(await release(creator.cookie, projectId), 409, "CONFLICT", PAYOUT_TEXTS.noKey);
    expect(ok<ProjectReleaseState>(await releaseState(creator.cookie, projectId)).blocked_reason).toBe(
      PAYOUT_TEXTS.noKey,
    );
    // The job refuses it the same way, and tries again later.
    expect(await t.app.jobs.releases()).not.toContain(projectId);
    expect({ releases: await countOf(paymentReleases), payouts: await countOf(payouts) }).toEqual(before);
    expect(await ledgerOf(`release:${projectId}`)).toEqual([]);
  });

  it("releases once: fee by the offer's terms in whole cents, charges released, the net paid to the creator", async () => {
    const { creator, projectId, made } = await succeededRaise();
    ok(await saveKey(creator, { key_type: "email", key: "empreendedor@exemplo.com", holder_kind: "person" }));
    await endWithdrawalPeriods(projectId);
    const gross = 350_007;
    const fee = 17_500; // 5 % of 350 007 cents is 17 500,35: rounded down.
    const state = ok<ProjectReleaseState>(await release(creator.cookie, projectId));
    expect(state.release).toMatchObject({
      gross: 3_500.07,
      fee: 175,
      net: 3_325.07,
      fee_percent: "5 %",
      commitments: 2,
      released_by_job: false,
      payout: { status: "pending", amount: 3_325.07 },
    });
    expect(await ledgerOf(`release:${projectId}`)).toEqual([
      { kind: "project_escrow", amountCents: gross },
      { kind: "issuer_payable", amountCents: -(gross - fee) },
      { kind: "platform_fees", amountCents: -fee },
    ]);
    for (const investment of made) {
      const [charge] = await db().select().from(paymentCharges).where(eq(paymentCharges.investmentId, investment.id));
      expect(charge!.status).toBe("released");
    }
    expectApiError(await release(creator.cookie, projectId), 409, "CONFLICT", RELEASE_TEXTS.alreadyReleased);
    expectApiError(await release(admin, projectId), 409, "CONFLICT", RELEASE_TEXTS.alreadyReleased);

    expect(await runPayoutJobs()).toMatchObject({ done: 1 });
    const after = ok<ProjectReleaseState>(await releaseState(admin, projectId));
    expect(after.release?.payout).toMatchObject({ status: "paid", key_masked: "****.com" });
    expect(after.release?.receipt_id).not.toBeNull();
    expect(after.release?.payout.receipt_id).not.toBeNull();
    const payoutId = (await db().select().from(paymentReleases).where(eq(paymentReleases.projectId, projectId)))[0]!
      .payoutId;
    expect(await ledgerOf(`payout:${payoutId}`)).toEqual([
      { kind: "escrow_bank", amountCents: -(gross - fee) },
      { kind: "issuer_payable", amountCents: gross - fee },
    ]);
    // The released project's escrow is zero, and every paid payout has its transaction.
    const [escrow] = await db()
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, "project_escrow"), eq(ledgerAccounts.ownerId, projectId)));
    expect(escrow!.balance).toBe(0);
    expect(await booksHold()).toBe(true);
  });

  it("is done by the job once every withdrawal period ended", async () => {
    const { creator, projectId } = await succeededRaise();
    ok(await saveKey(creator, { key_type: "email", key: "job@exemplo.com", holder_kind: "person" }));
    expect(await t.app.jobs.releases()).not.toContain(projectId);
    await endWithdrawalPeriods(projectId);
    expect(await t.app.jobs.releases()).toContain(projectId);
    expect(ok<ProjectReleaseState>(await releaseState(creator.cookie, projectId)).release?.released_by_job).toBe(true);
    expect(await t.app.jobs.releases()).not.toContain(projectId);
  });

  it("is the creator's and the admins' only: an investor or another creator is refused, writing nothing", async () => {
    const { projectId } = await succeededRaise();
    await endWithdrawalPeriods(projectId);
    const [someone, otherCreator] = [await person(), await person("creator")];
    for (const who of [someone, otherCreator]) {
      expectApiError(await release(who.cookie, projectId), 403, "FORBIDDEN", RELEASE_TEXTS.onlyManager);
      expectApiError(await releaseState(who.cookie, projectId), 403, "FORBIDDEN", RELEASE_TEXTS.onlyManager);
    }
    expect(await ledgerOf(`release:${projectId}`)).toEqual([]);
    const [demoInvestor] = await loginAll(t.app, DEMO.ana);
    expect((await client(t.app, demoInvestor).get(`/api/payments/projects/${projectId}/fee`)).statusCode).toBe(200);
  });
});
