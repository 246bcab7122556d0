import { asc, eq, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { isOverBudget, type ProjectBudget } from "@alicerce/shared/schemas/budget";
import type { Database } from "../../db/client.ts";
import { projectExpenses, projectPhases } from "../../db/schema/index.ts";
import { requireTotals } from "./access.ts";

const figures = (budgetCents: number, actualCents: number) => ({
  budget: toReais(budgetCents),
  actual: toReais(actualCents),
  over: isOverBudget(budgetCents, actualCents),
});

/**
 * Budget against actual per phase and in total (decision 059): one grouped read, whatever the number
 * of expenses. Investors with commitments get this and nothing more; the team also reads the lines.
 */
export async function projectBudget(db: Database, user: CurrentUser, projectId: string): Promise<ProjectBudget> {
  const access = await requireTotals(db, user, projectId);
  const spent = db
    .select({
      phaseId: projectExpenses.phaseId,
      cents: sql<string>`sum(${projectExpenses.amountCents})`.as("cents"),
    })
    .from(projectExpenses)
    .where(eq(projectExpenses.projectId, projectId))
    .groupBy(projectExpenses.phaseId)
    .as("spent");
  const rows = await db
    .select({
      id: projectPhases.id,
      name: projectPhases.name,
      budgetCents: projectPhases.budgetCents,
      actualCents: sql<string>`coalesce(${spent.cents}, 0)`,
    })
    .from(projectPhases)
    .leftJoin(spent, eq(spent.phaseId, projectPhases.id))
    .where(eq(projectPhases.projectId, projectId))
    .orderBy(asc(projectPhases.position), asc(projectPhases.id));
  let budget = 0;
  let actual = 0;
  const phases = rows.map((r) => {
    const actualCents = Number(r.actualCents);
    budget += r.budgetCents;
    actual += actualCents;
    return { id: r.id, name: r.name, ...figures(r.budgetCents, actualCents) };
  });
  return { phases, total: figures(budget, actual), can_see_lines: access.seesLines, can_edit: access.edits };
}
