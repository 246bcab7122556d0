import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { paymentCharges, profiles } from "../db/schema/index.ts";
import { recordReceivedPix, takeInReceivedPix } from "../modules/payments/index.ts";

/**
 * The demo's received Pix (docs/decisions/109-pix-webhook-intake-and-reconciler.md): each Pix that paid
 * a demo charge is recorded as the webhook would have brought it, with the investor as payer, and taken
 * in by the intake, which finds its charge already credited by that very Pix and moves no money again.
 * The received Pix then match the ledger's `pix-in` transactions one for one.
 */
export async function seedReceivedPix(db: Database) {
  const paid = await db
    .select({
      txid: paymentCharges.txid,
      endToEndId: paymentCharges.endToEndId,
      amountCents: paymentCharges.amountCents,
      paidAt: paymentCharges.paidAt,
      payerDocument: profiles.cpf,
      payerName: profiles.name,
    })
    .from(paymentCharges)
    .leftJoin(profiles, eq(profiles.userId, paymentCharges.payerUserId))
    .where(and(isNotNull(paymentCharges.endToEndId), isNotNull(paymentCharges.paidAt)));
  const incoming = paid.map((pix) => ({
    endToEndId: pix.endToEndId!,
    txid: pix.txid,
    amountCents: pix.amountCents,
    paidAt: pix.paidAt!,
    payerDocument: pix.payerDocument,
    payerName: pix.payerName,
    info: null,
  }));
  await recordReceivedPix(db, incoming, "webhook");
  for (const pix of incoming) {
    const outcome = await takeInReceivedPix(db, pix.endToEndId, () => pix.paidAt);
    if (outcome !== "credited") throw new Error(`demo Pix ${pix.endToEndId} was taken in as ${outcome}`);
  }
}
