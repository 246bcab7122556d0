import { and, asc, eq } from "drizzle-orm";
import { phaseStatusFor } from "@alicerce/shared/schemas/diary";
import type { PhaseStatus } from "@alicerce/shared/projects";
import type { Database } from "../../db/client.ts";
import { projectPhases } from "../../db/schema/index.ts";

/** A project's phases with their percentage, in the timeline's order. */
export function phasesWithProgress(db: Database, projectId: string) {
  return db
    .select({
      id: projectPhases.id,
      name: projectPhases.name,
      progress: projectPhases.progress,
      status: projectPhases.status,
    })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, projectId))
    .orderBy(asc(projectPhases.position), asc(projectPhases.id));
}

/**
 * Sets a phase's percentage from a diary update, and its status with it (decision 058). Returns the
 * phase's name, or null when the phase is not the project's (the caller refuses the update).
 * Written in the caller's transaction, so the update and the phase move together.
 */
export async function setPhaseProgress(
  tx: Database,
  projectId: string,
  phaseId: string,
  progress: number,
): Promise<{ name: string; status: PhaseStatus } | null> {
  const [row] = await tx
    .update(projectPhases)
    .set({ progress, status: phaseStatusFor(progress) })
    .where(and(eq(projectPhases.id, phaseId), eq(projectPhases.projectId, projectId)))
    .returning({ name: projectPhases.name, status: projectPhases.status });
  return row ?? null;
}

/**
 * Locks a phase of the project for a change of its percentage computed from what the diary holds
 * (a deleted update, decision 063) or compared with a new one (a percentage going back, decision 128):
 * a post on the same phase waits, so the computation reads every update committed before it. Null when
 * the phase is gone or not the project's.
 */
export async function lockPhaseProgress(
  tx: Database,
  projectId: string,
  phaseId: string,
): Promise<{ name: string; progress: number; status: PhaseStatus } | null> {
  const [row] = await tx
    .select({ name: projectPhases.name, progress: projectPhases.progress, status: projectPhases.status })
    .from(projectPhases)
    .where(and(eq(projectPhases.id, phaseId), eq(projectPhases.projectId, projectId)))
    .for("update");
  return row ?? null;
}

/**
 * The percentage of a phase written by the wizard or the timeline editor, which set its status by
 * hand: the one it had under the same name while its status did not change (the timeline's rows are
 * rewritten on each edit), otherwise the one its status means: 0, 100, or half done for a phase "em
 * andamento" no update has measured yet (decision 058).
 */
export function progressAfterEdit(
  status: PhaseStatus,
  previous: { progress: number; status: PhaseStatus } | undefined,
) {
  if (previous && previous.status === status) return previous.progress;
  if (status === "completed") return 100;
  if (status === "pending") return 0;
  return previous && previous.progress > 0 && previous.progress < 100 ? previous.progress : 50;
}
