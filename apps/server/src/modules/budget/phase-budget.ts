import { toCents } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { setPhaseBudget } from "../projects/index.ts";
import { requireEditor } from "./access.ts";

/** The creator or an accepted team member sets a phase's budget from the project page. */
export async function updatePhaseBudget(
  db: Database,
  user: CurrentUser,
  projectId: string,
  phaseId: string,
  budget: number,
) {
  await requireEditor(db, user, projectId);
  await setPhaseBudget(db, projectId, phaseId, toCents(budget));
}
