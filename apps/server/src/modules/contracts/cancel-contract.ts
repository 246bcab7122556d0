import { and, eq, isNull } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { contracts } from "../../db/schema/index.ts";
import { getContract } from "./contract-reads.ts";
import { refuseMissingOrCancelled } from "./save-contract.ts";

/** "Cancelar contrato" with its reason; final (a cancelled contract can be neither edited nor cancelled again). */
export async function cancelContract(db: Database, user: CurrentUser, id: string, reason: string) {
  const now = new Date();
  const [cancelled] = await db
    .update(contracts)
    .set({ cancelledAt: now, cancelledBy: user.id, cancelReason: reason, updatedAt: now, updatedBy: user.id })
    .where(and(eq(contracts.id, id), isNull(contracts.cancelledAt)))
    .returning({ id: contracts.id });
  if (!cancelled) await refuseMissingOrCancelled(db, id);
  return getContract(db, id);
}
