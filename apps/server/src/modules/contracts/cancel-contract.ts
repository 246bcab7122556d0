import { eq } from "drizzle-orm";
import { contractCancelLock } from "@alicerce/shared/contracts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { contracts, signatureRequests } from "../../db/schema/index.ts";
import { conflict } from "../../http/app-error.ts";
import { voidOpenRequest, type Actor } from "../signatures/index.ts";
import { contractNotFound, getContract } from "./contract-reads.ts";
import { cancelledContractConflict } from "./save-contract.ts";
import { latestSignatureOf } from "./terms-lock.ts";

/**
 * "Cancelar contrato" with its reason; final (a cancelled contract can be neither edited nor
 * cancelled again). Its pending signature request is cancelled in the same transaction, with the
 * same reason and the same notices as "Cancelar solicitação", so nobody signs a cancelled contract.
 * A signed contract is not cancelled: it ends by its dates (decision 035).
 */
export async function cancelContract(
  deps: { db: Database; publicUrl: string; now: Date },
  user: CurrentUser,
  id: string,
  reason: string,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    // Locked: "Enviar para assinatura" and "Editar" lock it too, so they wait for this decision.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!contract) throw contractNotFound();
    if (contract.cancelledAt) throw cancelledContractConflict();
    const latest = await latestSignatureOf(tx, id, deps.now);
    const locked = contractCancelLock(latest?.status);
    if (locked) throw conflict(locked);
    if (latest?.status === "pending") {
      const [request] = await tx
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.id, latest.r.id))
        .for("update");
      await voidOpenRequest(tx, request!, { userId: user.id, reason, actor, now: deps.now, publicUrl: deps.publicUrl });
    }
    await tx
      .update(contracts)
      .set({
        cancelledAt: deps.now,
        cancelledBy: user.id,
        cancelReason: reason,
        updatedAt: deps.now,
        updatedBy: user.id,
      })
      .where(eq(contracts.id, id));
  });
  return getContract(deps.db, id, deps.now);
}
