import { z } from "zod";
import type { PhaseStatus } from "@alicerce/shared/projects";
import { updatePhasesInputSchema } from "@alicerce/shared/schemas/projects";

/** A phase as its fields hold it while typing: empty text and dates are "", an empty budget null. */
export type PhaseDraft = {
  /** The saved phase's id (the project page's editor), so the server keeps it and its expenses. */
  id?: string | null;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  status: PhaseStatus;
  /** Reais (decision 059); older saved wizard drafts have none. */
  budget?: number | null;
};

export const EMPTY_PHASE: PhaseDraft = {
  name: "",
  description: "",
  start_date: "",
  end_date: "",
  status: "pending",
  budget: null,
};

/** The API's phase: trimmed text, and null for what was left empty; an empty budget is left out. */
export function toPhaseInput(draft: PhaseDraft) {
  return {
    id: draft.id ?? null,
    name: draft.name,
    description: draft.description.trim() ? draft.description : null,
    start_date: draft.start_date || null,
    end_date: draft.end_date || null,
    status: draft.status,
    budget: draft.budget ?? undefined,
  };
}

export function phaseDraftOf(phase: {
  id: string;
  name: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  status: PhaseStatus;
  budget: number | null;
}): PhaseDraft {
  return {
    id: phase.id,
    name: phase.name,
    description: phase.description ?? "",
    start_date: phase.start_date ?? "",
    end_date: phase.end_date ?? "",
    status: phase.status,
    budget: phase.budget,
  };
}

/** The timeline editor's schema: its drafts, checked by the server's own schema for the PUT. */
export const phaseDraftsSchema = z.preprocess(
  (values) => ({ phases: (values as { phases: PhaseDraft[] }).phases.map(toPhaseInput) }),
  updatePhasesInputSchema,
);
