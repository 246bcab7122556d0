import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { projectPhases } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";

export const phaseNotFound = () => notFound("Etapa não encontrada neste projeto.");

/**
 * Sets one phase's budget in whole cents (decision 059). The budget module checks who may (the
 * creator and the accepted team); this module owns the phases table, so the write is here.
 */
export async function setPhaseBudget(db: Database, projectId: string, phaseId: string, budgetCents: number) {
  const updated = await db
    .update(projectPhases)
    .set({ budgetCents })
    .where(and(eq(projectPhases.id, phaseId), eq(projectPhases.projectId, projectId)))
    .returning({ id: projectPhases.id });
  if (updated.length === 0) throw phaseNotFound();
}
