import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supplierReviews, suppliers } from "../../db/schema/index.ts";

// Writes to a supplier's rows that start in other modules (the admin desk, Minha Conta, a
// completed quotation). The suppliers module owns these tables; the others call these functions.

/**
 * Sets the "Verificado" badge; false when there is no such supplier. The write moves the data
 * generation, so no cached answer shows the old badge (docs/decisions/006-read-cache.md).
 */
export async function setSupplierVerifiedFlag(db: Database, id: string, verified: boolean): Promise<boolean> {
  const updated = await db
    .update(suppliers)
    .set({ verified, updatedAt: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id });
  return updated.length > 0;
}

/** A new CNPJ loses the badge: an admin verifies the new number again. */
export async function changeSupplierCnpj(tx: Database, id: string, cnpj: string, at: Date) {
  await tx.update(suppliers).set({ cnpj, verified: false, updatedAt: at }).where(eq(suppliers.id, id));
}

export type NewSupplierReview = typeof supplierReviews.$inferInsert;

/** The requester's review of a completed quotation (one per quotation: the unique index settles races). */
export async function recordSupplierReview(tx: Database, review: NewSupplierReview) {
  await tx.insert(supplierReviews).values(review);
}
