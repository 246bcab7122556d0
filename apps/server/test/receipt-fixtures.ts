import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { paymentReceipts } from "../src/db/schema/index.ts";
import { ensureAccount, post } from "../src/modules/ledger/index.ts";
import { issueReceipt } from "../src/modules/payments/index.ts";

/**
 * A Pix in of R$ 100,00 posted to the ledger and its receipt, readable by `readers`: what the charge
 * flow issues, for tests that need a receipt without paying a charge (docs/decisions/117-payment-receipts.md).
 */
export async function postedReceipt(db: Database, readers: string[]): Promise<{ id: string; code: string }> {
  const endToEndId = `E${randomUUID().replaceAll("-", "").slice(0, 31)}`;
  const reference = `pix-in:${endToEndId}`;
  const [bank, unmatched] = await Promise.all([ensureAccount(db, "escrow_bank"), ensureAccount(db, "unmatched")]);
  return db.transaction(async (tx) => {
    await post(tx, {
      kind: "pix_in",
      reference,
      entries: [
        { account: bank.id, amountCents: 10_000 },
        { account: unmatched.id, amountCents: -10_000 },
      ],
    });
    const { id } = await issueReceipt(tx, {
      kind: "pix_in",
      ledgerReference: reference,
      endToEndId,
      amountCents: 10_000,
      occurredAt: new Date(),
      payer: { name: "Pagador da matriz", document: "52998224725" },
      payee: { name: "Alicerce Conta de Garantia", document: null },
      projectId: null,
      readers,
    });
    const [row] = await tx
      .select({ code: paymentReceipts.checkCode })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.id, id));
    return { id, code: row!.code };
  });
}
