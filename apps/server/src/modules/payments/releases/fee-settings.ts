import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { platformFeeSettings, projectFeeTerms } from "../../../db/schema/index.ts";

/** The fee new raises get now, in basis points (the migration writes the row; 0 if it were ever missing). */
export async function currentPlatformFee(db: Database): Promise<number> {
  const [row] = await db
    .select({ bps: platformFeeSettings.feeBasisPoints })
    .from(platformFeeSettings)
    .where(eq(platformFeeSettings.id, "platform"));
  return row?.bps ?? 0;
}

/** The platform admin's change: raises that open from now on carry it; open offers keep theirs. */
export async function setPlatformFee(db: Database, basisPoints: number, adminId: string, at: Date): Promise<number> {
  await db
    .insert(platformFeeSettings)
    .values({ id: "platform", feeBasisPoints: basisPoints, updatedBy: adminId, updatedAt: at })
    .onConflictDoUpdate({
      target: platformFeeSettings.id,
      set: { feeBasisPoints: sql`excluded.fee_basis_points`, updatedBy: adminId, updatedAt: at },
    });
  return basisPoints;
}

/** The fee the offer's terms carry, fixed when its raise opened; null while it never opened. */
export async function projectFeeOf(db: Database, projectId: string): Promise<number | null> {
  const [row] = await db
    .select({ bps: projectFeeTerms.feeBasisPoints })
    .from(projectFeeTerms)
    .where(eq(projectFeeTerms.projectId, projectId));
  return row?.bps ?? null;
}
