// Comprovantes (docs/decisions/117-payment-receipts.md): one per ledger reference, issued only for money
// the ledger has posted; the PDF (read with pdftotext) to its parties and admins, 404 to anyone else;
// the public check page with masked documents only, and whether the movement still stands.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { ensureAccount, post, reverse } from "../src/modules/ledger/index.ts";
import { checkInvariants } from "../src/db/invariants.ts";
import { issueReceipt, receiptsPosted, type IssueReceiptInput } from "../src/modules/payments/index.ts";
import { buildReceiptPdf } from "../src/modules/payments/receipts/receipt-pdf.ts";
import { readableReceipt } from "../src/modules/payments/receipts/receipt-reads.ts";
import { pdfText } from "./pdf-tools.ts";
import { DEMO, SEEDED, createSeededApp, loginAll, projectIdByTitle, userIdOf } from "./project-helpers.ts";
import { expectApiError, sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let db: Database;
let ana: string;
let bruno: string;
let admin: string;
let anaId: string;
let projectId: string;

const PAYER_CPF = "52998224725";
const ISSUER_CNPJ = "11222333000181";

beforeAll(async () => {
  t = await createSeededApp();
  db = t.database.db;
  [ana, bruno, admin] = await loginAll(t.app, DEMO.ana, DEMO.bruno, DEMO.admin);
  anaId = await userIdOf(db, DEMO.ana);
  projectId = await projectIdByTitle(db, SEEDED.acacias);
});
afterAll(async () => {
  await t?.close();
});

const receiptCount = async (reference: string) =>
  Number(
    (
      await sqlRows<{ n: string }>(
        db,
        sql`select count(*) as n from payment_receipts where ledger_reference = ${reference}`,
      )
    )[0]!.n,
  );

/** A Pix in posted to the ledger (bank ← project escrow), as the intake does, and its receipt input. */
async function postedPixIn(overrides: Partial<IssueReceiptInput> = {}) {
  const endToEndId = `E00000000202612061300${randomUUID().replaceAll("-", "").slice(0, 11)}`;
  const reference = `pix-in:${endToEndId}`;
  const bank = await ensureAccount(db, "escrow_bank");
  const escrow = await ensureAccount(db, "project_escrow", projectId);
  const { transaction } = await post(db, {
    kind: "pix_in",
    reference,
    entries: [
      { account: bank.id, amountCents: 123456 },
      { account: escrow.id, amountCents: -123456 },
    ],
  });
  const input: IssueReceiptInput = {
    kind: "pix_in",
    ledgerReference: reference,
    endToEndId,
    amountCents: 123456,
    occurredAt: new Date("2026-12-06T13:04:05Z"),
    payer: { name: "Ana Ávila Conceição", document: PAYER_CPF },
    payee: { name: "Alicerce Conta de Garantia Ltda.", document: ISSUER_CNPJ },
    projectId,
    readers: [anaId, null],
    ...overrides,
  };
  return { input, transactionId: transaction.id };
}

async function issued(overrides: Partial<IssueReceiptInput> = {}) {
  const { input, transactionId } = await postedPixIn(overrides);
  const { id } = await db.transaction((tx) => issueReceipt(tx, input));
  const [row] = await sqlRows<{ check_code: string }>(
    db,
    sql`select check_code from payment_receipts where id = ${id}`,
  );
  return { id, code: row!.check_code, input, transactionId };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("issueReceipt", () => {
  it("issues one receipt per ledger reference: a second call answers the first and writes nothing", async () => {
    const { input } = await postedPixIn();
    const first = await db.transaction((tx) => issueReceipt(tx, input));
    const again = await db.transaction((tx) => issueReceipt(tx, { ...input, amountCents: 999 }));
    expect(again.id).toBe(first.id);
    expect(await receiptCount(input.ledgerReference)).toBe(1);
  });

  it("refuses a reference the ledger has not posted, and the caller's transaction rolls back", async () => {
    const reference = `pix-in:never-${randomUUID()}`;
    const { input } = await postedPixIn();
    await expect(db.transaction((tx) => issueReceipt(tx, { ...input, ledgerReference: reference }))).rejects.toThrow(
      /no ledger transaction/,
    );
    expect(await receiptCount(reference)).toBe(0);
  });

  it("stores the documents masked, never whole", async () => {
    const { id } = await issued();
    const [row] = await sqlRows<{ payer: string; payee: string }>(
      db,
      sql`select payer_document_masked as payer, payee_document_masked as payee from payment_receipts where id = ${id}`,
    );
    expect(row).toEqual({ payer: "***.982.247-**", payee: "11.222.333/0001-81" });
  });
});

describe("ledger:check's receipts invariant", () => {
  it("names a receipt whose movement the ledger does not hold, or that shows more than it moved", async () => {
    await issued();
    expect((await checkInvariants(db, [receiptsPosted])).ok).toBe(true);
    const { id } = await issued();
    await db.execute(sql`update payment_receipts set amount_cents = amount_cents + 1 where id = ${id}`);
    const report = await checkInvariants(db, [receiptsPosted]);
    expect(report.ok).toBe(false);
    expect(!report.ok && report.examples.join()).toContain(id);
    await db.execute(sql`delete from payment_receipts where id = ${id}`);
    const orphan = randomUUID();
    await db.execute(
      sql`insert into payment_receipts (id, kind, ledger_reference, amount_cents, occurred_at, payer_name, payee_name, reader_user_ids, check_code)
          values (${orphan}, 'pix_in', ${`pix-in:${orphan}`}, 100, now(), 'A', 'B', '{}', ${orphan})`,
    );
    const orphanReport = await checkInvariants(db, [receiptsPosted]);
    expect(!orphanReport.ok && orphanReport.examples.join()).toContain(
      `${orphan} (pix-in:${orphan}, 100 centavos): sem transação`,
    );
    await db.execute(sql`delete from payment_receipts where id = ${orphan}`);
  });
});

describe("GET /api/payments/receipts/:id/pdf", () => {
  it("gives a party the PDF: e2e id, masked documents, amount in BRL, São Paulo time, the check address", async () => {
    const { id, code, input } = await issued();
    const res = await get(`/api/payments/receipts/${id}/pdf`, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(input.endToEndId!);
    expect(text).toContain("Pix recebido");
    // The test app runs the sandbox PSP: its receipts say no real money moved.
    expect(text).toContain("Ambiente de testes: nenhum dinheiro real é movimentado.");
    expect(text).toContain("R$ 1.234,56");
    // 13:04:05 UTC is 10:04:05 in São Paulo.
    expect(text).toContain("06/12/2026 10:04:05 (horário de Brasília)");
    expect(text).toContain("Ana Ávila Conceição · CPF ***.982.247-**");
    expect(text).toContain("Alicerce Conta de Garantia Ltda. · CNPJ 11.222.333/0001-81");
    expect(text).toContain(SEEDED.acacias);
    expect(text).toContain(`${t.config.publicUrl}/comprovante/${code}`);
    expect(text).not.toContain(PAYER_CPF);
    expect(text).not.toContain("529.982.247-25");
  });

  it("prints no sandbox notice on a real PSP's receipt", async () => {
    const { id } = await issued();
    const receipt = await readableReceipt(db, { id: anaId, isAdmin: false }, id);
    const text = await pdfText(
      await buildReceiptPdf(receipt, "https://alicerce.example/comprovante/x", { sandbox: false }),
    );
    expect(text).toContain("Pix recebido");
    expect(text).not.toContain("Ambiente de testes");
  });

  it("answers anyone else the 404 of an unknown id, and lets an admin download it", async () => {
    const { id } = await issued();
    expectApiError(
      await get(`/api/payments/receipts/${id}/pdf`, bruno),
      404,
      "NOT_FOUND",
      "Comprovante não encontrado.",
    );
    expectApiError(
      await get(`/api/payments/receipts/${randomUUID()}/pdf`, ana),
      404,
      "NOT_FOUND",
      "Comprovante não encontrado.",
    );
    const asAdmin = await get(`/api/payments/receipts/${id}/pdf`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers["content-type"]).toBe("application/pdf");
    expect((await get(`/api/payments/receipts/${id}/pdf`)).statusCode).toBe(401);
  });

  it("refuses a malformed id with a pt-BR sentence", async () => {
    expectApiError(await get(`/api/payments/receipts/nao-e-um-id/pdf`, ana), 400, "VALIDATION_ERROR");
    expect((await get(`/api/payments/receipts/nao-e-um-id/pdf`, ana)).json().error.message).not.toMatch(/invalid/i);
  });
});

describe("GET /api/payments/receipts/mine", () => {
  it("lists the user's receipts newest first, a page at a time; another user sees none of them", async () => {
    const older = await issued({ occurredAt: new Date("2030-01-01T10:00:00Z") });
    const newer = await issued({ occurredAt: new Date("2030-01-02T10:00:00Z") });
    const first = (await get("/api/payments/receipts/mine?limit=1", ana)).json();
    expect(first.sandbox).toBe(true);
    expect(first.items.map((r: { id: string }) => r.id)).toEqual([newer.id]);
    expect(first.items[0]).toMatchObject({
      check_code: newer.code,
      kind: "pix_in",
      amount: 1234.56,
      payer: { name: "Ana Ávila Conceição", document: "***.982.247-**" },
      project_title: SEEDED.acacias,
    });
    const second = (await get(`/api/payments/receipts/mine?limit=1&cursor=${first.nextCursor}`, ana)).json();
    expect(second.items.map((r: { id: string }) => r.id)).toEqual([older.id]);
    const others = (await get("/api/payments/receipts/mine?limit=50", bruno)).json();
    expect(others.items.map((r: { id: string }) => r.id)).not.toContain(newer.id);
  });

  it("gives the demo investor a receipt for each demo Pix the ledger credited", async () => {
    const credited = await sqlRows<{ n: string }>(
      db,
      sql`select count(*) as n from payment_charges c
           where c.payer_user_id = ${anaId} and c.end_to_end_id is not null
             and exists (select 1 from ledger_transactions t where t.reference = 'pix-in:' || c.end_to_end_id)`,
    );
    const items = (await get("/api/payments/receipts/mine?limit=50", ana)).json().items as {
      kind: string;
      payee: { name: string };
      payer: { document: string | null };
    }[];
    const demo = items.filter((item) => item.payee.name === "Alicerce Custodia Sandbox");
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.length).toBe(Number(credited[0]!.n));
    for (const item of demo) {
      expect(item.kind).toBe("pix_in");
      expect(item.payer.document).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    }
  });

  it("refuses a forged cursor and a limit out of range with pt-BR sentences", async () => {
    expectApiError(
      await get("/api/payments/receipts/mine?cursor=xyz", ana),
      400,
      "VALIDATION_ERROR",
      "Página inválida. Recarregue a lista.",
    );
    expectApiError(await get("/api/payments/receipts/mine?limit=500", ana), 400, "VALIDATION_ERROR");
  });
});

describe("GET /api/public/receipts/:code", () => {
  it("shows what the PDF prints, documents masked, valid while the movement stands", async () => {
    const { code, input } = await issued();
    const res = await get(`/api/public/receipts/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      kind: "pix_in",
      amount: 1234.56,
      occurred_at: "2026-12-06T13:04:05.000Z",
      end_to_end_id: input.endToEndId,
      payer: { name: "Ana Ávila Conceição", document: "***.982.247-**" },
      payee: { name: "Alicerce Conta de Garantia Ltda.", document: "11.222.333/0001-81" },
      project_title: SEEDED.acacias,
      valid: true,
      issued_at: expect.any(String),
      sandbox: true,
    });
    expect(res.body).not.toContain(PAYER_CPF);
    expect(res.body).not.toContain(anaId);
  });

  it("says a reversed movement's receipt is no longer valid", async () => {
    const { code, transactionId } = await issued();
    await reverse(db, transactionId, `reversal:${randomUUID()}`, "teste");
    expect((await get(`/api/public/receipts/${code}`)).json().valid).toBe(false);
  });

  it("answers an unknown or malformed code with a pt-BR sentence", async () => {
    const unknown = "A".repeat(22);
    expectApiError(
      await get(`/api/public/receipts/${unknown}`),
      404,
      "NOT_FOUND",
      "Nenhum comprovante corresponde a este código de verificação. Confira o endereço ou o QR Code.",
    );
    expectApiError(await get(`/api/public/receipts/curto`), 404, "NOT_FOUND");
    expectApiError(
      await get(`/api/public/receipts/${"x".repeat(65)}`),
      400,
      "VALIDATION_ERROR",
      "Código de verificação inválido.",
    );
  });
});
