import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { loadProjectStanding, seesEverything, type ProjectRow } from "../project-access/index.ts";

export const TOTALS_REFUSED = "Apenas a equipe do projeto e quem investiu nele podem ver o orçamento.";
export const LINES_REFUSED = "Apenas o criador e a equipe do projeto podem ver as despesas lançadas.";
export const WRITE_REFUSED = "Apenas o criador e a equipe do projeto podem lançar orçamentos e despesas.";

export type BudgetAccess = {
  project: ProjectRow;
  /** Budgets and expenses: the creator and the accepted team. */
  edits: boolean;
  /** The expense lines: those who edit, and platform admins. */
  seesLines: boolean;
  /** Totals per phase: those who see the lines, investors with an active commitment, verified legal users. */
  seesTotals: boolean;
};

/**
 * Who sees what of a project's books (decision 059). A project the user may not read answers the
 * same 404 as an unknown one; a readable one refuses what the user may not see with a 403.
 */
export async function budgetAccess(db: Database, user: CurrentUser, projectId: string): Promise<BudgetAccess> {
  const { project, takesPart, invested } = await loadProjectStanding(db, user, projectId);
  const edits = takesPart;
  const seesLines = edits || isPlatformAdmin(user);
  const seesTotals = seesLines || invested || seesEverything(user);
  return { project, edits, seesLines, seesTotals };
}

export async function requireTotals(db: Database, user: CurrentUser, projectId: string) {
  const access = await budgetAccess(db, user, projectId);
  if (!access.seesTotals) throw new AppError("FORBIDDEN", TOTALS_REFUSED);
  return access;
}

export async function requireLines(db: Database, user: CurrentUser, projectId: string) {
  const access = await budgetAccess(db, user, projectId);
  if (!access.seesLines) throw new AppError("FORBIDDEN", LINES_REFUSED);
  return access;
}

export async function requireEditor(db: Database, user: CurrentUser, projectId: string) {
  const access = await budgetAccess(db, user, projectId);
  if (!access.edits) throw new AppError("FORBIDDEN", WRITE_REFUSED);
  return access;
}
