import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, receivedPix, type ReceivedPixOutcome } from "../../../db/schema/index.ts";
import { ensureAccount, post } from "../../ledger/index.ts";
import { pixInReference, settleCharge, type SettleOutcome } from "../charges/settle-charge.ts";
import type { ReceiptParty } from "../receipts/issue-receipt.ts";
import { requestRefund } from "../refunds/request-refund.ts";
import { pixRefundReasons } from "./refund-reasons.ts";

type ReceivedPixRow = typeof receivedPix.$inferSelect;
type Refused = Exclude<SettleOutcome, { outcome: "credited" } | { outcome: "unknown" }>;

/** A refused Pix's outcome on its row, the refund's cause and the sentence the investor reads. */
function refusal(settled: Refused, pix: ReceivedPixRow) {
  switch (settled.outcome) {
    case "wrong_amount":
      return {
        outcome: "refund_wrong_value",
        cause: "wrong_value",
        reason: pixRefundReasons.wrongValue(pix.amountCents, settled.expectedCents),
      } as const;
    case "wrong_payer":
      return {
        outcome: "refund_wrong_payer",
        cause: "wrong_payer",
        reason: pixRefundReasons.wrongPayer(pix.amountCents),
      } as const;
    case "expired":
      return {
        outcome: "refund_room_gone",
        cause: "room_gone",
        reason: pixRefundReasons.roomGone(pix.amountCents),
      } as const;
    case "already_paid":
      // A second Pix for a paid commitment: its room is the first Pix's, so this one has none.
      return {
        outcome: "refund_room_gone",
        cause: "room_gone",
        reason: pixRefundReasons.alreadyPaid(pix.amountCents),
      } as const;
  }
}

/**
 * A CPF or CNPJ the payer check can compare: 11 or 14 digits once punctuation is gone. A PSP that
 * masks part of it ("***.456.789-**") reports no comparable document, and the Pix is not refused for
 * a payer nobody can read.
 */
export function comparableDocument(document: string | null): string | null {
  if (!document || /[^\d.\-/\s]/.test(document)) return null;
  const digits = document.replace(/\D/g, "");
  return digits.length === 11 || digits.length === 14 ? digits : null;
}

/**
 * Money that arrived and is not raised money (decision 109): in the escrow account, owed to nobody
 * yet (`unmatched`), under the Pix's own reference. An unmatched Pix stays there for the admin's desk;
 * a refused one leaves it when its refund is made (the refunds engine posts `unmatched` + / `escrow_bank` −).
 */
async function creditUnmatched(tx: Database, pix: ReceivedPixRow, memo: string) {
  const escrowBank = await ensureAccount(tx, "escrow_bank");
  const unmatched = await ensureAccount(tx, "unmatched");
  await post(tx, {
    reference: pixInReference(pix.endToEndId),
    kind: "pix_in",
    memo,
    entries: [
      { account: escrowBank.id, amountCents: pix.amountCents },
      { account: unmatched.id, amountCents: -pix.amountCents },
    ],
  });
}

/**
 * The intake job (kind payments.pix-in, keyed by the endToEndId): decides, once, what a recorded Pix
 * pays, in one transaction with what it records. A Pix of a known charge goes to `settleCharge`
 * (credited: the ledger and the raised amount move there); a wrong value, a wrong payer or a charge
 * whose reservation expired is credited as received but not raised (`unmatched`) and refunded whole
 * through `requestRefund`; a Pix with no txid or an unknown one is `unmatched`, for the admin's desk.
 * A second run finds the row processed and writes nothing.
 */
export async function takeInReceivedPix(
  db: Database,
  endToEndId: string,
  now: () => Date = () => new Date(),
  receiptPayee?: ReceiptParty,
): Promise<ReceivedPixOutcome | null> {
  return db.transaction(async (tx) => {
    const [pix] = await tx.select().from(receivedPix).where(eq(receivedPix.endToEndId, endToEndId)).for("update");
    if (!pix) return null;
    if (pix.outcome !== "pending") return pix.outcome;
    const settled: SettleOutcome = pix.txid
      ? await settleCharge(tx, {
          txid: pix.txid,
          endToEndId: pix.endToEndId,
          amountCents: pix.amountCents,
          paidAt: pix.horario,
          payerDocument: comparableDocument(pix.payerDocument),
          receiptPayee,
        })
      : { outcome: "unknown" };
    let outcome: ReceivedPixOutcome;
    let chargeId: string | null = null;
    let projectId: string | null = null;
    if (settled.outcome === "credited") {
      outcome = "credited";
      chargeId = settled.chargeId;
      projectId = settled.projectId;
    } else if (settled.outcome === "unknown") {
      outcome = "unmatched";
      await creditUnmatched(
        tx,
        pix,
        pix.txid ? `Pix sem cobrança conhecida (txid ${pix.txid})` : "Pix sem txid: nenhuma cobrança indicada",
      );
    } else {
      const refused = refusal(settled, pix);
      const [charge] = await tx
        .select({
          investmentId: paymentCharges.investmentId,
          projectId: paymentCharges.projectId,
          payerUserId: paymentCharges.payerUserId,
        })
        .from(paymentCharges)
        .where(eq(paymentCharges.id, settled.chargeId));
      outcome = refused.outcome;
      chargeId = settled.chargeId;
      projectId = charge?.projectId ?? null;
      await creditUnmatched(tx, pix, `Pix a devolver (${refused.cause}), cobrança ${settled.chargeId}`);
      await requestRefund(tx, {
        endToEndId: pix.endToEndId,
        amountCents: pix.amountCents,
        reason: refused.reason,
        cause: refused.cause,
        investmentId: charge?.investmentId ?? null,
        chargeId: settled.chargeId,
        heldIn: "unmatched",
        userId: charge?.payerUserId ?? null,
      });
    }
    await tx
      .update(receivedPix)
      .set({ outcome, chargeId, projectId, processedAt: now() })
      .where(eq(receivedPix.id, pix.id));
    return outcome;
  });
}
