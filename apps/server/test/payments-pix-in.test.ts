// Pix in (docs/decisions/109-pix-webhook-intake-and-reconciler.md, docs/product/payments.md#recebimento-do-pix-webhook-e-conciliacao):
// the PSP's webhook, the intake job and the reconciler, against a listening app whose sandbox PSP
// notifies this very server (PUBLIC_URL is the address it listens on).
import { randomBytes } from "node:crypto";
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { appLedgerInvariants } from "../src/app-ledger-invariants.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  paymentCharges,
  paymentJobs,
  paymentRefunds,
  profiles,
  projects,
  receivedPix,
  sandboxPspWebhooks,
} from "../src/db/schema/index.ts";
import { createPixBoundary, newTxid, type PixBoundary, type SandboxPspControl } from "../src/modules/pix/index.ts";
import { markPaymentStatus, reconcileReceivedPix } from "../src/modules/payments/index.ts";
import { freePort } from "./server-process.ts";
import { client, createSeededApp, newAccount, ok, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import type { TestApp } from "./test-app.ts";

const SECRET = randomBytes(32).toString("hex");
let t: TestApp;
let base: string;
let psp: PixBoundary;
let sandbox: SandboxPspControl;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createSeededApp({ PUBLIC_URL: base, PIX_WEBHOOK_SECRET: SECRET });
  await t.app.listen({ port, host: "127.0.0.1" });
  psp = createPixBoundary(t.config, { localBaseUrl: base });
  sandbox = t.app.sandboxPsp!;
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
let sequence = 0;
/** A fresh endToEndId as BACEN writes them: E + ISPB + minute + 11 characters (32 in all). */
const newEndToEndId = () => `E12345678202612061000${String(++sequence).padStart(11, "0")}`;

type PixNotice = { endToEndId: string; txid?: string; valor: string; horario: string; pagador?: object };
const notice = (overrides: Partial<PixNotice> = {}): PixNotice => ({
  endToEndId: newEndToEndId(),
  txid: newTxid(),
  valor: "150.00",
  horario: new Date().toISOString(),
  ...overrides,
});

function postWebhook(payload: unknown, options: { secret?: string; suffix?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/payments/pix/webhook/${options.secret ?? SECRET}${options.suffix ?? ""}`,
    headers: { "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

const receivedCount = async () => (await db().select({ n: count() }).from(receivedPix))[0]!.n;
const jobCount = async () =>
  (await db().select({ n: count() }).from(paymentJobs).where(eq(paymentJobs.kind, "payments.pix-in")))[0]!.n;
const rowOf = async (endToEndId: string) =>
  (await db().select().from(receivedPix).where(eq(receivedPix.endToEndId, endToEndId)))[0];

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

/** Runs the durable jobs until none is due (the intake's jobs run one at a time, 50 a call). */
async function runJobs() {
  for (;;) {
    const report = await t.app.jobs.durableJobs();
    if (report.done + report.retried + report.failed === 0) return;
  }
}

describe("the demo data", () => {
  it("every Pix that paid a demo charge is a received Pix, credited to that charge", async () => {
    const paid = await db()
      .select({ id: paymentCharges.id, endToEndId: paymentCharges.endToEndId })
      .from(paymentCharges)
      .where(isNotNull(paymentCharges.endToEndId));
    expect(paid.length).toBeGreaterThan(0);
    for (const charge of paid) {
      expect(await rowOf(charge.endToEndId!)).toMatchObject({ outcome: "credited", chargeId: charge.id });
    }
  });
});

describe("the webhook's refusals record nothing", () => {
  it("a wrong secret is 401, on both addresses, before the body is even read", async () => {
    // The secret with its last character changed: as long, and as close as a guess gets.
    const almostTheSecret = `${SECRET.slice(0, -1)}${SECRET.endsWith("0") ? "1" : "0"}`;
    const before = [await receivedCount(), await jobCount()];
    for (const suffix of ["", "/pix"]) {
      const wrong = await postWebhook({ pix: [notice()] }, { secret: almostTheSecret, suffix });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "Endereço de notificação de Pix inválido." },
      });
      // A malformed body with a wrong secret says nothing about the body.
      expect((await postWebhook("{", { secret: "x", suffix })).statusCode).toBe(401);
    }
    expect([await receivedCount(), await jobCount()]).toEqual(before);
  });

  const VALOR_FORMAT = 'O valor de um Pix é escrito como "123.45": só dígitos, ponto e duas casas decimais.';
  const NOT_A_LIST = 'A notificação deve ser {"pix":[…]}, uma lista de Pix recebidos.';
  /** A valid Pix beside the bad one: the notification is refused whole, the valid one not recorded either. */
  const besideValid = (bad: object) => ({ pix: [notice(), bad] });
  it.each([
    ["not JSON", "{", "Requisição inválida."],
    ["not {pix:[…]}", [notice()], NOT_A_LIST],
    ["pix is not a list", { pix: "x" }, NOT_A_LIST],
    ["an empty list", { pix: [] }, "A notificação não trouxe nenhum Pix."],
    [
      "no endToEndId",
      besideValid({ ...notice(), endToEndId: undefined }),
      "Todo Pix da notificação precisa do seu endToEndId.",
    ],
    ["three decimals", besideValid(notice({ valor: "150.005" })), VALOR_FORMAT],
    ["a negative value", besideValid(notice({ valor: "-150.00" })), VALOR_FORMAT],
    ["an exponent", besideValid(notice({ valor: "1e3" })), VALOR_FORMAT],
    ["an empty value", besideValid(notice({ valor: "" })), VALOR_FORMAT],
    ["zero", besideValid(notice({ valor: "0.00" })), "O valor de um Pix deve ser maior que zero."],
    [
      "a date that is not one",
      besideValid(notice({ horario: "ontem" })),
      "O horário de um Pix deve ser uma data e hora RFC 3339.",
    ],
  ])("%s is 400 with a pt-BR sentence", async (_name, payload, message) => {
    const before = [await receivedCount(), await jobCount()];
    const res = await postWebhook(payload, { suffix: "/pix" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
    expect([await receivedCount(), await jobCount()]).toEqual(before);
  });

  it("a body over 64 KiB is 413 and records nothing", async () => {
    const before = await receivedCount();
    const res = await postWebhook({ pix: [{ ...notice(), infoPagador: "x".repeat(70_000) }] });
    expect(res.statusCode).toBe(413);
    expect(await receivedCount()).toBe(before);
  });
});

describe("a Pix that matches no charge", () => {
  it("an unknown txid is answered 200, recorded once and parked as unmatched in the ledger", async () => {
    const pix = notice({ valor: "321.09", pagador: { cpf: "52998224725", nome: "Quem Pagou" } });
    const res = await postWebhook({ pix: [pix] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(await rowOf(pix.endToEndId)).toMatchObject({ outcome: "pending", source: "webhook", amountCents: 32_109 });
    await runJobs();
    expect(await rowOf(pix.endToEndId)).toMatchObject({
      outcome: "unmatched",
      txid: pix.txid,
      payerDocument: "52998224725",
      payerName: "Quem Pagou",
      chargeId: null,
      processedAt: expect.any(Date),
    });
    expect(await ledgerOf(`pix-in:${pix.endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 32_109 },
      { kind: "unmatched", amountCents: -32_109 },
    ]);
  });

  it("a Pix with no txid (paid to the key) is unmatched too, and the /pix address is the same route", async () => {
    const pix = notice({ txid: undefined, valor: "10.00" });
    expect((await postWebhook({ pix: [pix] }, { suffix: "/pix" })).statusCode).toBe(200);
    await runJobs();
    expect(await rowOf(pix.endToEndId)).toMatchObject({ outcome: "unmatched", txid: null });
    expect(await ledgerOf(`pix-in:${pix.endToEndId}`)).toHaveLength(2);
  });

  it("the same notification 100 times records one Pix, one job and one ledger transaction", async () => {
    const pix = notice({ valor: "77.70" });
    const answers = await Promise.all(Array.from({ length: 100 }, () => postWebhook({ pix: [pix, pix] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    await runJobs();
    expect(await db().select().from(receivedPix).where(eq(receivedPix.endToEndId, pix.endToEndId))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(paymentJobs)
        .where(and(eq(paymentJobs.kind, "payments.pix-in"), eq(paymentJobs.key, pix.endToEndId))),
    ).toHaveLength(1);
    expect(await ledgerOf(`pix-in:${pix.endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 7_770 },
      { kind: "unmatched", amountCents: -7_770 },
    ]);
  });
});

describe("the reconciler", () => {
  /** A charge Alicerce does not know, made straight at the sandbox PSP, and paid. */
  async function paidUnknownCharge(webhook: "never" | "once", amountCents = 4_200) {
    const charge = await psp.apiPix.createCharge({
      txid: newTxid(),
      amountCents,
      expiresInSeconds: 3600,
      pixKey: t.config.pix.escrow.pixKey,
    });
    return sandbox.pay(charge.txid, { webhook: { mode: webhook } });
  }

  it("finds a Pix whose notification never came, and records it through the same intake", async () => {
    const { endToEndId } = await paidUnknownCharge("never");
    expect(await rowOf(endToEndId)).toBeUndefined();
    const report = await reconcileReceivedPix({ db: db(), apiPix: psp.apiPix, now: () => new Date(), windowHours: 1 });
    expect(report.recorded).toBeGreaterThanOrEqual(1);
    expect(await rowOf(endToEndId)).toMatchObject({ source: "reconciler", outcome: "pending", amountCents: 4_200 });
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "unmatched" });
    // A second pass sees it again and records nothing.
    const again = await reconcileReceivedPix({ db: db(), apiPix: psp.apiPix, now: () => new Date(), windowHours: 1 });
    expect(again.recorded).toBe(0);
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toHaveLength(2);
  });

  it("a Pix both notified and listed counts once, whichever comes first", async () => {
    const { endToEndId } = await paidUnknownCharge("once");
    await vi.waitFor(
      async () => {
        const [webhook] = await db()
          .select({ state: sandboxPspWebhooks.state })
          .from(sandboxPspWebhooks)
          .where(eq(sandboxPspWebhooks.endToEndId, endToEndId));
        expect(webhook?.state).toBe("delivered");
      },
      { timeout: 10_000 },
    );
    expect(await rowOf(endToEndId)).toMatchObject({ source: "webhook" });
    await reconcileReceivedPix({ db: db(), apiPix: psp.apiPix, now: () => new Date(), windowHours: 1 });
    await runJobs();
    expect(await db().select().from(receivedPix).where(eq(receivedPix.endToEndId, endToEndId))).toHaveLength(1);
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toHaveLength(2);
  });
});

describe("a Pix for a commitment's charge", () => {
  let mercado: string;
  beforeAll(async () => {
    mercado = await projectIdByTitle(db(), SEEDED.mercado);
  });

  /**
   * A new investor commits `amount` reais to Mercado (its minimum is R$ 2.500: a fresh account each
   * time keeps every commitment within one person's yearly limit); the charge is issued at the sandbox.
   */
  async function commitment(amount: number) {
    const investor = await newAccount(t.app, "investor");
    const investment = ok<Investment>(
      await client(t.app, investor.cookie).post(`/api/projects/${mercado}/investments`, { amount }),
      201,
    );
    await runJobs();
    const [charge] = await db().select().from(paymentCharges).where(eq(paymentCharges.investmentId, investment.id));
    expect(charge?.pixCopiaECola).toBeTruthy();
    const [profile] = await db().select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, investor.id));
    return { ...charge!, cpf: profile!.cpf! };
  }
  const raised = async () =>
    (await db().select({ raised: projects.raisedAmount }).from(projects).where(eq(projects.id, mercado)))[0]!.raised;
  const chargeOf = async (id: string) =>
    (await db().select().from(paymentCharges).where(eq(paymentCharges.id, id)))[0]!;
  /** The notification the PSP would post for a Pix the sandbox received (its own `GET /pix` view). */
  async function noticeOf(endToEndId: string) {
    const listed = await psp.apiPix.listReceived({ from: new Date(Date.now() - 3600_000), to: new Date() });
    const pix = listed.find((p) => p.endToEndId === endToEndId)!;
    return {
      endToEndId,
      txid: pix.txid!,
      valor: (pix.amountCents / 100).toFixed(2),
      horario: pix.paidAt.toISOString(),
      ...(pix.payer.cpf ? { pagador: { cpf: pix.payer.cpf, nome: pix.payer.name } } : {}),
    };
  }
  async function deliveredTimes(endToEndId: string, times: number) {
    await vi.waitFor(
      async () => {
        const rows = await db()
          .select({ state: sandboxPspWebhooks.state })
          .from(sandboxPspWebhooks)
          .where(eq(sandboxPspWebhooks.endToEndId, endToEndId));
        expect(rows.filter((r) => r.state === "delivered")).toHaveLength(times);
      },
      { timeout: 10_000 },
    );
  }

  it("the same webhook posted 100 times credits the charge once: one ledger transaction, the raised amount once", async () => {
    const charge = await commitment(2_500);
    const before = Number(await raised());
    const { endToEndId } = await sandbox.pay(charge.txid, {
      payer: { cpf: charge.cpf, name: "Quem Investiu" },
      webhook: { mode: "never" },
    });
    const body = { pix: [await noticeOf(endToEndId)] };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postWebhook(body, { suffix: i % 2 ? "/pix" : "" })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "credited", chargeId: charge.id, projectId: mercado });
    expect(await chargeOf(charge.id)).toMatchObject({ status: "paid", endToEndId });
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 250_000 },
      { kind: "project_escrow", amountCents: -250_000 },
    ]);
    expect(Number(await raised())).toBe(before + 2_500);
  });

  it("a webhook delivered twice, and one delivered late after the reconciler found its Pix, each credit once", async () => {
    const twice = await commitment(2_600);
    const late = await commitment(2_700);
    const before = Number(await raised());
    const first = await sandbox.pay(twice.txid, { payer: { cpf: twice.cpf }, webhook: { mode: "twice" } });
    const second = await sandbox.pay(late.txid, { payer: { cpf: late.cpf }, webhook: { mode: "late", lateMs: 1_000 } });
    await deliveredTimes(first.endToEndId, 2);
    await reconcileReceivedPix({ db: db(), apiPix: psp.apiPix, now: () => new Date(), windowHours: 1 });
    expect(await rowOf(second.endToEndId)).toMatchObject({ source: "reconciler" });
    await runJobs();
    await deliveredTimes(second.endToEndId, 1);
    await runJobs();
    for (const { endToEndId } of [first, second]) {
      expect(await rowOf(endToEndId)).toMatchObject({ outcome: "credited" });
      expect(await ledgerOf(`pix-in:${endToEndId}`)).toHaveLength(2);
    }
    expect(Number(await raised())).toBe(before + 5_300);
  });

  it("a Pix of another value is received but not raised, and refunded whole with the reason", async () => {
    const charge = await commitment(3_000);
    const before = Number(await raised());
    const { endToEndId } = await sandbox.pay(charge.txid, { amountCents: 100_000, payer: { cpf: charge.cpf } });
    await vi.waitFor(async () => expect(await rowOf(endToEndId)).toBeDefined(), { timeout: 10_000 });
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "refund_wrong_value", chargeId: charge.id });
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.endToEndId, endToEndId));
    expect(refund).toMatchObject({
      cause: "wrong_value",
      heldIn: "unmatched",
      amountCents: 100_000,
      chargeId: charge.id,
    });
    // formatBRL writes "R$" and the amount with a no-break space between them.
    expect(refund!.reason.replace(/\u00a0/g, " ")).toBe(
      "O Pix de R$ 1.000,00 não tem o valor do investimento (R$ 3.000,00): pagamentos parciais ou a mais não são " +
        "aceitos, e o valor é devolvido inteiro à conta que pagou.",
    );
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 100_000 },
      { kind: "unmatched", amountCents: -100_000 },
    ]);
    expect((await chargeOf(charge.id)).status).toBe("awaiting_payment");
    expect(Number(await raised())).toBe(before);
    // The refunds engine gave it back at the PSP and took it out of unmatched.
    const [done] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refund!.id));
    expect(done!.status).toBe("refunded");
    expect(await ledgerOf(`refund:${refund!.id}`)).toEqual([
      { kind: "escrow_bank", amountCents: -100_000 },
      { kind: "unmatched", amountCents: 100_000 },
    ]);
  });

  it("a Pix from another person's CPF is refunded whole, and the commitment stays unpaid", async () => {
    const charge = await commitment(2_800);
    const { endToEndId } = await sandbox.pay(charge.txid, {
      payer: { cpf: "52998224725", name: "Outra Pessoa" },
      webhook: { mode: "never" },
    });
    expect((await postWebhook({ pix: [await noticeOf(endToEndId)] })).statusCode).toBe(200);
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "refund_wrong_payer", payerDocument: "52998224725" });
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.endToEndId, endToEndId));
    expect(refund).toMatchObject({ cause: "wrong_payer", heldIn: "unmatched", amountCents: 280_000 });
    expect(refund!.reason).toContain("veio de uma conta que não é do investidor");
    expect((await chargeOf(charge.id)).status).toBe("awaiting_payment");
  });

  it("a Pix for a charge that expired meanwhile is refunded whole: its reservation may be someone else's now", async () => {
    const charge = await commitment(2_550);
    const before = Number(await raised());
    await markPaymentStatus(db(), charge.id, "expired");
    const { endToEndId } = await sandbox.pay(charge.txid, { payer: { cpf: charge.cpf }, webhook: { mode: "never" } });
    expect((await postWebhook({ pix: [await noticeOf(endToEndId)] })).statusCode).toBe(200);
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "refund_room_gone", chargeId: charge.id });
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.endToEndId, endToEndId));
    expect(refund).toMatchObject({ cause: "room_gone", heldIn: "unmatched", amountCents: 255_000 });
    expect(refund!.reason).toContain("quando a reserva já tinha expirado");
    expect(await ledgerOf(`pix-in:${endToEndId}`)).toEqual([
      { kind: "escrow_bank", amountCents: 255_000 },
      { kind: "unmatched", amountCents: -255_000 },
    ]);
    expect((await chargeOf(charge.id)).status).toBe("expired");
    expect(Number(await raised())).toBe(before);
  });

  it("a payer's CPF the PSP partly hides is not a reason to refuse", async () => {
    const charge = await commitment(2_900);
    const { endToEndId } = await sandbox.pay(charge.txid, { payer: { cpf: charge.cpf }, webhook: { mode: "never" } });
    const pix = { ...(await noticeOf(endToEndId)), pagador: { cpf: `***${charge.cpf.slice(3, 9)}**`, nome: "Quem" } };
    expect((await postWebhook({ pix: [pix] })).statusCode).toBe(200);
    await runJobs();
    expect(await rowOf(endToEndId)).toMatchObject({ outcome: "credited", payerDocument: pix.pagador.cpf });
  });
});

describe("the books", () => {
  it("every processed Pix has its pix-in transaction, and ledger:check's invariants hold", async () => {
    await runJobs();
    const report = await checkInvariants(db(), appLedgerInvariants);
    expect(report).toMatchObject({ ok: true });
    expect(report.checked).toContain("payments.received-pix-in-ledger");
    const processed = await db()
      .select({ endToEndId: receivedPix.endToEndId })
      .from(receivedPix)
      .where(inArray(receivedPix.outcome, ["credited", "unmatched", "refund_wrong_value", "refund_wrong_payer"]));
    expect(processed.length).toBeGreaterThan(3);
  });
});
