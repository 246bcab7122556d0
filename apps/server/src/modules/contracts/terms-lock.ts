import { desc, eq } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../../db/client.ts";
import { signatureRequests } from "../../db/schema/index.ts";
import { signatureStatusColumn } from "../signatures/index.ts";

/**
 * The contract's latest signature request (id, the full row and its derived status), read in the
 * caller's transaction after the contract row was locked: "Enviar para assinatura" locks the same
 * row, so no request appears between this read and the caller's write.
 */
export async function latestSignatureOf(tx: Database, contractId: string, now: Date) {
  const [latest] = await tx
    .select({ r: signatureRequests, status: signatureStatusColumn(todayInSaoPaulo(now)) })
    .from(signatureRequests)
    .where(eq(signatureRequests.contractId, contractId))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .limit(1);
  return latest ?? null;
}
