// The admin's reconciliation desk (docs/decisions/119-reconciliation-desk.md,
// docs/product/payments.md#conciliacao-mesa-do-admin): a Pix nobody claims shows as a difference and is
// resolved with a reason into an append-only trail; the escrow account's OFX statement is imported once per
// line; the day exports as CSV; the escrow account's entries page by keyset; only platform admins get in.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  EscrowBalance,
  EscrowEntry,
  ReconciliationReport,
  ReconciliationResolution,
  StatementImport,
} from "@alicerce/shared/schemas/payments-reconciliation";
import { ADMIN_DESK_REFUSAL } from "@alicerce/shared/user-types";
import {
  escrowStatementLines,
  ledgerEntries,
  paymentJobs,
  paymentRefunds,
  receivedPix,
  reconciliationResolutions,
} from "../src/db/schema/index.ts";
import { enqueue } from "../src/jobs/queue/enqueue.ts";
import { runDueJobs } from "../src/jobs/queue/worker.ts";
import { ensureAccount, post } from "../src/modules/ledger/index.ts";
import { newTxid } from "../src/modules/pix/index.ts";
import { deskRefundsAsked } from "../src/modules/payments/index.ts";
import { DEMO_UNMATCHED_PIX } from "../src/seed/seed-payments-desk.ts";
import { client, createSeededApp, DEMO, loginAs, multipart, ok } from "./project-helpers.ts";
import { expectApiError, type TestApp } from "./test-app.ts";

const SECRET = randomBytes(32).toString("hex");
let t: TestApp;
let admin: ReturnType<typeof client>;
let adminCookie: string;
const db = () => t.database.db;

const today = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
const unmatchedPix = {
  endToEndId: `E99999999${today().replaceAll("-", "")}1000${randomBytes(5).toString("hex").slice(0, 11).padEnd(11, "0")}`,
  txid: newTxid(),
  valor: "432.10",
  horario: new Date().toISOString(),
};

/** The day as the demo data left it, before this file's Pix: the desk's figures are compared with it. */
let baseline: ReconciliationReport;
let baselineBalance: EscrowBalance;
let refundsBefore: number;

beforeAll(async () => {
  t = await createSeededApp({ PIX_WEBHOOK_SECRET: SECRET });
  adminCookie = await loginAs(t.app, DEMO.admin);
  admin = client(t.app, adminCookie);
  baseline = await report();
  baselineBalance = ok<EscrowBalance>(await admin.get("/api/admin/reconciliation/balance"));
  refundsBefore = await refundCount();
  // A Pix whose txid is no charge of ours arrives through the webhook and the intake job parks it as unmatched.
  const res = await t.app.inject({
    method: "POST",
    url: `/api/payments/pix/webhook/${SECRET}/pix`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ pix: [unmatchedPix] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  for (;;) {
    const report = await t.app.jobs.durableJobs();
    if (report.done + report.retried + report.failed === 0) break;
  }
}, 60_000);
afterAll(() => t?.close());

async function report(query = `day=${today()}`) {
  return ok<ReconciliationReport>(await admin.get(`/api/admin/reconciliation?${query}`));
}
const trailCount = async () => (await db().select({ n: count() }).from(reconciliationResolutions))[0]!.n;
async function refundCount() {
  return (await db().select({ n: count() }).from(paymentRefunds))[0]!.n;
}
const UNMATCHED_KEY = () => `pix-unmatched:${unmatchedPix.endToEndId}`;

/** The escrow account's statement as a Brazilian bank exports it (SGML OFX 1.02). */
function ofx({
  bank = "000",
  account = "00001-0",
  lines,
  balance,
}: {
  bank?: string;
  account?: string;
  lines: { fitId: string; amount: string; memo: string }[];
  balance?: string;
}) {
  const day = today().replaceAll("-", "");
  return [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "CHARSET:1252",
    "",
    "<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>BRL",
    `<BANKACCTFROM><BANKID>${bank}<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${day}<DTEND>${day}`,
    ...lines.map(
      (line) =>
        `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${day}120000<TRNAMT>${line.amount}<FITID>${line.fitId}<MEMO>${line.memo}</STMTTRN>`,
    ),
    "</BANKTRANLIST>",
    balance ? `<LEDGERBAL><BALAMT>${balance}<DTASOF>${day}235959</LEDGERBAL>` : "",
    "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
  ].join("\n");
}

function importStatement(data: Buffer | string, cookie = adminCookie, name = "extrato.ofx") {
  const body = multipart([{ name: "file", filename: name, contentType: "application/x-ofx", data }]);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/reconciliation/statements",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe("the demo data", () => {
  it("puts an unmatched Pix and a small statement with a bank fee on the admin's desk", () => {
    const pix = baseline.differences.find((d) => d.key === `pix-unmatched:${DEMO_UNMATCHED_PIX.endToEndId}`);
    expect(pix).toMatchObject({ kind: "pix_unmatched", amount: 250, actions: ["refund_payer"] });
    expect(baseline.differences.find((d) => d.reference === "DEMO-TARIFA-0001")).toMatchObject({
      kind: "statement_unmatched",
      amount: -1.9,
    });
    expect(baseline.statement).toEqual({ lines: 2, matched: 1 });
    expect(baselineBalance.bank).toMatchObject({ source: "statement", difference: -1.9 });
  });
});

describe("an unmatched Pix on the desk", () => {
  it("shows as a difference of the day, to give back to its payer", async () => {
    const day = await report();
    const difference = day.differences.find((d) => d.key === UNMATCHED_KEY());
    expect(difference).toMatchObject({
      kind: "pix_unmatched",
      amount: 432.1,
      reference: unmatchedPix.endToEndId,
      actions: ["refund_payer"],
      resolution: null,
    });
    expect(difference!.description).toBe(
      `Pix de R$ 432,10 com txid ${unmatchedPix.txid}, que não é de nenhuma cobrança.`,
    );
    // The PSP and the ledger both count the Pix (parked as unmatched in the ledger) beside the demo's.
    const grew = (side: ReconciliationReport["psp"]["received"], before: ReconciliationReport["psp"]["received"]) => ({
      count: side.count - before.count,
      amount: Math.round((side.amount - before.amount) * 100) / 100,
    });
    expect(grew(day.psp.received, baseline.psp.received)).toEqual({ count: 1, amount: 432.1 });
    expect(grew(day.ledger.received, baseline.ledger.received)).toEqual({ count: 1, amount: 432.1 });
  });

  it("refuses a resolution without a reason, or with an action that does not fit, writing nothing", async () => {
    const before = [await trailCount(), await refundCount()];
    for (const reason of ["", "   "]) {
      expectApiError(
        await admin.post("/api/admin/reconciliation/resolutions", {
          day: today(),
          key: UNMATCHED_KEY(),
          action: "refund_payer",
          reason,
        }),
        400,
        "VALIDATION_ERROR",
        "Informe o motivo da resolução.",
      );
    }
    expectApiError(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: UNMATCHED_KEY(),
        action: "acknowledge",
        reason: "Só anotar",
      }),
      400,
      "VALIDATION_ERROR",
      "Esta ação não se aplica a esta diferença.",
    );
    expectApiError(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: "pix-unmatched:E000",
        action: "refund_payer",
        reason: "Nada",
      }),
      404,
      "NOT_FOUND",
      "Esta diferença não existe ou já não está em aberto. Recarregue a conciliação.",
    );
    expect([await trailCount(), await refundCount()]).toEqual(before);
  });

  it("is given back to its payer with a reason: a refund asked, a trail row, off the unmatched list", async () => {
    const resolution = ok<ReconciliationResolution>(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: UNMATCHED_KEY(),
        action: "refund_payer",
        reason: "  Pagador confirmou por telefone que o Pix foi enviado por engano.  ",
      }),
      201,
    );
    expect(resolution).toMatchObject({
      difference_key: UNMATCHED_KEY(),
      kind: "pix_unmatched",
      action: "refund_payer",
      reason: "Pagador confirmou por telefone que o Pix foi enviado por engano.",
      amount: 432.1,
      day: today(),
      resolved_by: { name: expect.any(String) },
    });
    const [refund] = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.endToEndId, unmatchedPix.endToEndId));
    expect(refund).toMatchObject({ amountCents: 43_210, cause: "admin", heldIn: "unmatched", whole: true });
    const [pix] = await db().select().from(receivedPix).where(eq(receivedPix.endToEndId, unmatchedPix.endToEndId));
    expect(pix!.outcome).toBe("resolved");

    const day = await report();
    expect(day.differences.some((d) => d.key === UNMATCHED_KEY())).toBe(false);
    expect(day.resolutions.map((r) => r.id)).toContain(resolution.id);

    expectApiError(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: UNMATCHED_KEY(),
        action: "refund_payer",
        reason: "De novo",
      }),
      409,
      "CONFLICT",
      "Esta diferença já foi resolvida.",
    );
    expect(await refundCount()).toBe(refundsBefore + 1);
  });

  it("keeps the trail append-only: the database refuses to change or delete a resolution", async () => {
    const refusal = async (write: Promise<unknown>) => {
      const err = (await write.then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { cause?: Error }) | null;
      expect(err, "the database accepted it").not.toBeNull();
      return err!.cause?.message ?? err!.message;
    };
    const message = "reconciliation_resolutions is append-only: a resolution is never changed or deleted";
    expect(await refusal(db().execute(sql`update reconciliation_resolutions set reason = 'outro motivo'`))).toBe(
      message,
    );
    expect(await refusal(db().execute(sql`delete from reconciliation_resolutions`))).toBe(message);
    expect(await refusal(db().execute(sql`truncate reconciliation_resolutions`))).toBe(message);
    const [row] = await db().select().from(reconciliationResolutions);
    expect(row!.reason).toBe("Pagador confirmou por telefone que o Pix foi enviado por engano.");
  });

  it("is proved by ledger:check: every Devolver ao pagador has its refund", async () => {
    expect(await deskRefundsAsked.violations(db())).toEqual([]);
    // A trail row claiming a refund nobody asked for, seen inside a transaction that is then undone.
    const seen = await db()
      .transaction(async (tx) => {
        await tx.insert(reconciliationResolutions).values({
          differenceKey: "pix-unmatched:E0000000020261206000000000000000",
          kind: "pix_unmatched",
          action: "refund_payer",
          reason: "sem devolução",
          amountCents: 100,
          day: today(),
          resolvedBy: (
            await tx.select({ id: reconciliationResolutions.resolvedBy }).from(reconciliationResolutions)
          )[0]!.id,
        });
        const violations = await deskRefundsAsked.violations(tx);
        throw Object.assign(new Error("undo"), { violations });
      })
      .catch((error: { violations?: string[] }) => error.violations);
    expect(seen).toEqual(["resolução pix-unmatched:E0000000020261206000000000000000 sem a devolução do Pix"]);
    expect(await deskRefundsAsked.violations(db())).toEqual([]);
  });
});

describe("a charge paid twice", () => {
  it("shows the second Pix as a duplicate while it is not given back", async () => {
    const txid = newTxid();
    const e2e = (n: number) => `E77777777${today().replaceAll("-", "")}1000DUP${txid.slice(0, 7)}${n}`;
    const now = Date.now();
    await db()
      .insert(receivedPix)
      .values(
        [1, 2].map((n) => ({
          endToEndId: e2e(n),
          txid,
          amountCents: 10_000,
          horario: new Date(now - (3 - n) * 1000),
          source: "webhook" as const,
          outcome: "credited" as const,
          processedAt: new Date(now),
        })),
      );
    const duplicates = (await report()).differences.filter((d) => d.kind === "pix_duplicate");
    expect(duplicates.map((d) => d.reference)).toEqual([e2e(2)]);
    expect(duplicates[0]).toMatchObject({ amount: 100, actions: ["acknowledge"] });
    expect(duplicates[0]!.description).toBe(
      `Segundo Pix de R$ 100,00 para a cobrança ${txid}, já paga por outro Pix, e não devolvido.`,
    );
  });
});

describe("the escrow account's OFX statement", () => {
  const statement = () =>
    ofx({
      lines: [
        { fitId: "F-PIX-1", amount: "432.10", memo: `PIX RECEBIDO ${unmatchedPix.endToEndId}` },
        { fitId: "F-TARIFA-1", amount: "-1.90", memo: "TARIFA PIX" },
      ],
      balance: "430.20",
    });

  it("is imported once per line: a second import of the same file adds nothing", async () => {
    const lineCount = async () => (await db().select({ n: count() }).from(escrowStatementLines))[0]!.n;
    const before = await lineCount();
    const first = ok<StatementImport>(await importStatement(statement()), 201);
    expect(first).toMatchObject({ new_lines: 2, known_lines: 0, closing_balance: 430.2 });
    const again = ok<StatementImport>(await importStatement(statement()), 201);
    expect(again).toMatchObject({ new_lines: 0, known_lines: 2 });
    expect(await lineCount()).toBe(before + 2);
  });

  it("matches the Pix line, and shows the bank's fee as a line that matches nothing", async () => {
    const day = await report();
    expect({
      lines: day.statement.lines - baseline.statement.lines,
      matched: day.statement.matched - baseline.statement.matched,
    }).toEqual({ lines: 2, matched: 1 });
    const fee = day.differences.find((d) => d.reference === "F-TARIFA-1");
    expect(fee).toMatchObject({ amount: -1.9, reference: "F-TARIFA-1", actions: ["acknowledge"] });
    const [pixLine] = await db()
      .select({ id: escrowStatementLines.id })
      .from(escrowStatementLines)
      .where(eq(escrowStatementLines.fitId, "F-PIX-1"));
    expectApiError(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: `statement-line:${pixLine!.id}`,
        action: "acknowledge",
        reason: "Conferido",
      }),
      409,
      "CONFLICT",
      "Esta linha do extrato já está conciliada com um movimento do PSP.",
    );
    ok(
      await admin.post("/api/admin/reconciliation/resolutions", {
        day: today(),
        key: fee!.key,
        action: "acknowledge",
        reason: "Tarifa do banco por Pix recebido; lançamento de correção a registrar.",
      }),
      201,
    );
    expect((await report()).differences.find((d) => d.key === fee!.key)?.resolution).toMatchObject({
      action: "acknowledge",
    });
  });

  it("puts the bank's closing balance beside the ledger's, with the difference", async () => {
    const balance = ok<EscrowBalance>(await admin.get("/api/admin/reconciliation/balance"));
    // The statement closes at the end of today: the ledger then is the ledger now, and the bank's 430,20 is
    // what it says (the demo's money is not in this made-up statement).
    expect(balance).toEqual({
      sandbox: true,
      ledger: expect.any(Number),
      bank: {
        amount: 430.2,
        at: expect.any(String),
        source: "statement",
        ledger_at_same_time: balance.ledger,
        difference: Math.round((430.2 - balance.ledger) * 100) / 100,
      },
    });
    expect(balance.ledger).toBeGreaterThanOrEqual(432.1);
  });

  it("refuses a file that is not OFX, another account's, a contradicting line, and one over 10 MB, storing nothing", async () => {
    const lines = async () => (await db().select({ n: count() }).from(escrowStatementLines))[0]!.n;
    const before = await lines();
    expectApiError(
      await importStatement("nome;valor\nAna;10,00\n", adminCookie, "extrato.csv"),
      400,
      "VALIDATION_ERROR",
      "O arquivo não é um extrato OFX.",
    );
    const otherBank = fs.readFileSync(path.join(import.meta.dirname, "fixtures/ofx/escrow-sgml-102.ofx"));
    expectApiError(
      await importStatement(otherBank),
      400,
      "VALIDATION_ERROR",
      "O extrato é de outra conta: banco 0341, conta 56789-0.",
    );
    expectApiError(
      await importStatement(ofx({ lines: [{ fitId: "F-TARIFA-1", amount: "-2.90", memo: "TARIFA PIX" }] })),
      409,
      "CONFLICT",
      "O lançamento F-TARIFA-1 já foi importado com outra data ou outro valor; confira se o arquivo é o extrato da conta de custódia.",
    );
    expectApiError(
      await importStatement(Buffer.alloc(10 * 1024 * 1024 + 1, "a"), adminCookie, "grande.ofx"),
      413,
      "PAYLOAD_TOO_LARGE",
      "O arquivo grande.ofx excede o limite de 10MB.",
    );
    expectApiError(
      await t.app.inject({
        method: "POST",
        url: "/api/admin/reconciliation/statements",
        headers: { cookie: adminCookie, "content-type": "application/json" },
        payload: "{}",
      }),
      400,
      "VALIDATION_ERROR",
      'Envie o extrato como multipart/form-data, no campo "file".',
    );
    expect(await lines()).toBe(before);
  });
});

describe("the day's CSV", () => {
  it("has the PSP against the ledger and every difference with its resolution", async () => {
    const res = await admin.get(`/api/admin/reconciliation/export.csv?day=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(`conciliacao-${today()}.csv`);
    const rows = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(rows[0]).toBe(`"Conciliação do dia";"${today()}";"Projeto";"Todos"`);
    const day = await report();
    const reais = (n: number) => n.toFixed(2).replace(".", ",");
    const { psp, ledger } = { psp: day.psp.received, ledger: day.ledger.received };
    expect(rows[2]).toBe(
      `"Pix recebidos";${psp.count};${reais(psp.amount)};${ledger.count};${reais(ledger.amount)};${reais(psp.amount - ledger.amount)}`,
    );
    const fee = rows.find((row) => row.startsWith('"Linha do extrato sem correspondência";"F-TARIFA-1"'));
    expect(fee).toContain(";-1,90;");
    expect(fee).toContain(
      '"Resolvida";"Registrar justificativa";"Tarifa do banco por Pix recebido; lançamento de correção a registrar."',
    );
    expect(rows.some((row) => row.startsWith(`"Pix sem cobrança";"${UNMATCHED_KEY()}"`))).toBe(true);
  });
});

describe("the escrow account's ledger entries", () => {
  it("page by keyset, newest first, and an entry written between two pages shifts nothing", async () => {
    const bank = await ensureAccount(db(), "escrow_bank");
    const other = await ensureAccount(db(), "platform_fees");
    for (let i = 0; i < 120; i += 1) {
      await post(db(), {
        reference: `test-keyset:${randomBytes(8).toString("hex")}`,
        kind: "test",
        entries: [
          { account: bank.id, amountCents: 100 + i },
          { account: other.id, amountCents: -(100 + i) },
        ],
      });
    }
    type Page = { items: EscrowEntry[]; nextCursor: string | null };
    const first = ok<Page>(await admin.get("/api/admin/reconciliation/ledger-entries?limit=50"));
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.amount).toBe(2.19);
    // A new entry lands while the admin reads page one: with offsets, page two would repeat a row.
    await post(db(), {
      reference: `test-keyset:${randomBytes(8).toString("hex")}`,
      kind: "test",
      entries: [
        { account: bank.id, amountCents: 9_999 },
        { account: other.id, amountCents: -9_999 },
      ],
    });
    const seen = first.items.map((item) => item.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = ok<Page>(await admin.get(`/api/admin/reconciliation/ledger-entries?limit=50&cursor=${cursor}`));
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    // Every entry that was there when page one was read, each once (the one written after it is newer).
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, bank.id))) as [{ n: number }];
    expect(seen).toHaveLength(n - 1);
    expect(new Set(seen).size).toBe(n - 1);
    expect(n).toBeGreaterThan(121);
    expectApiError(
      await admin.get("/api/admin/reconciliation/ledger-entries?cursor=nao-e-um-cursor"),
      400,
      "VALIDATION_ERROR",
      "Página inválida. Recarregue a lista.",
    );
  });
});

describe("Tentar novamente on a failed payment job", () => {
  it("gives it one more attempt, due now, with the reason in the trail, a refund's job too", async () => {
    const key = `reconcile:${randomBytes(6).toString("hex")}`;
    const refundKey = randomBytes(6).toString("hex");
    await enqueue(db(), "payments.pix-reconcile-test", key, {}, { maxAttempts: 1 });
    await enqueue(db(), "payments.refund", refundKey, {}, { maxAttempts: 1 });
    const fail = async () => {
      throw new Error("PSP fora do ar");
    };
    await runDueJobs({
      db: db(),
      handlers: { "payments.pix-reconcile-test": fail, "payments.refund": fail },
      now: () => new Date(),
      log: { warn: () => undefined },
    });
    const jobOf = async (jobKey: string) =>
      (await db().select().from(paymentJobs).where(eq(paymentJobs.key, jobKey)))[0]!;
    const failed = await jobOf(key);
    expect(failed.state).toBe("failed");
    expectApiError(
      await admin.post(`/api/admin/reconciliation/payment-jobs/${failed.id}/retry`, { reason: "" }),
      400,
      "VALIDATION_ERROR",
      "Informe o motivo da resolução.",
    );
    const resolution = ok<ReconciliationResolution>(
      await admin.post(`/api/admin/reconciliation/payment-jobs/${failed.id}/retry`, { reason: "PSP voltou ao ar." }),
      201,
    );
    expect(resolution).toMatchObject({ kind: "payment_job_failed", action: "retry_job", reason: "PSP voltou ao ar." });
    expect(await jobOf(key)).toMatchObject({ state: "pending", attempts: 1, maxAttempts: 2, finishedAt: null });
    expectApiError(
      await admin.post(`/api/admin/reconciliation/payment-jobs/${failed.id}/retry`, { reason: "De novo" }),
      409,
      "CONFLICT",
      "Esta tarefa não está mais com falha: outra pessoa pode já tê-la reenviado.",
    );
    // A refund's job too: its handler resumes a failed refund by asking the PSP first (decision 111).
    const refundJob = await jobOf(refundKey);
    ok(await admin.post(`/api/admin/reconciliation/payment-jobs/${refundJob.id}/retry`, { reason: "Tentar" }), 201);
    expect((await jobOf(refundKey)).state).toBe("pending");
  });
});

describe("who may use the desk", () => {
  it("refuses everyone but platform admins, on every route", async () => {
    for (const who of [DEMO.ana, DEMO.legal, DEMO.creator]) {
      const someone = client(t.app, await loginAs(t.app, who));
      for (const url of [
        "/api/admin/reconciliation",
        "/api/admin/reconciliation/export.csv",
        "/api/admin/reconciliation/balance",
        "/api/admin/reconciliation/ledger-entries",
        "/api/admin/reconciliation/resolutions",
      ]) {
        expectApiError(await someone.get(url), 403, "FORBIDDEN", ADMIN_DESK_REFUSAL);
      }
      expectApiError(
        await someone.post("/api/admin/reconciliation/resolutions", {
          day: today(),
          key: "x",
          action: "acknowledge",
          reason: "x",
        }),
        403,
        "FORBIDDEN",
        ADMIN_DESK_REFUSAL,
      );
      const before = await db().select({ n: count() }).from(escrowStatementLines);
      expectApiError(
        await importStatement(ofx({ lines: [] }), await loginAs(t.app, who)),
        403,
        "FORBIDDEN",
        ADMIN_DESK_REFUSAL,
      );
      expect(await db().select({ n: count() }).from(escrowStatementLines)).toEqual(before);
    }
    expect((await client(t.app).get("/api/admin/reconciliation")).statusCode).toBe(401);
  });

  it("refuses a day or a project that is not one with a sentence", async () => {
    expectApiError(
      await admin.get("/api/admin/reconciliation?day=2026-13-01"),
      400,
      "VALIDATION_ERROR",
      "Essa data não existe: confira o dia e o mês, no formato aaaa-mm-dd.",
    );
    expectApiError(
      await admin.get("/api/admin/reconciliation?project_id=abc"),
      400,
      "VALIDATION_ERROR",
      "Identificador inválido.",
    );
  });
});
