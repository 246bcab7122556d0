import { z } from "zod";
import type { PhaseStatus } from "@alicerce/shared/projects";
import { updatePhasesInputSchema } from "@alicerce/shared/schemas/projects";

/** A phase as its fields hold it while typing: empty text and dates are "". */
export type PhaseDraft = {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  status: PhaseStatus;
};

export const EMPTY_PHASE: PhaseDraft = { name: "", description: "", start_date: "", end_date: "", status: "pending" };

/** The API's phase: trimmed text, and null for what was left empty. */
export function toPhaseInput(draft: PhaseDraft) {
  return {
    name: draft.name,
    description: draft.description.trim() ? draft.description : null,
    start_date: draft.start_date || null,
    end_date: draft.end_date || null,
    status: draft.status,
  };
}

export function phaseDraftOf(phase: {
  name: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  status: PhaseStatus;
}): PhaseDraft {
  return {
    name: phase.name,
    description: phase.description ?? "",
    start_date: phase.start_date ?? "",
    end_date: phase.end_date ?? "",
    status: phase.status,
  };
}

/** The timeline editor's schema: its drafts, checked by the server's own schema for the PUT. */
export const phaseDraftsSchema = z.preprocess(
  (values) => ({ phases: (values as { phases: PhaseDraft[] }).phases.map(toPhaseInput) }),
  updatePhasesInputSchema,
);
