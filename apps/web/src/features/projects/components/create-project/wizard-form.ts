import {
  WIZARD_STEPS,
  type BrazilianState,
  type ProjectPurpose,
  type ProjectType,
  type ProjectVisibility,
  type TeamRole,
} from "@alicerce/shared/projects";
import {
  WIZARD_DOCUMENT_TYPE_CATEGORY,
  type DocumentVisibility,
  type WizardDocumentType,
} from "@alicerce/shared/documents";
import { createProjectInputSchema } from "@alicerce/shared/schemas/projects";
import { toPhaseInput, type PhaseDraft } from "../phases/phase-draft";

export const LAST_STEP = WIZARD_STEPS.length - 1;

export type TeamMemberDraft = { name: string; role: TeamRole | ""; experience: string; email: string };
/** `key` ties the row to its upload (see use-file-uploads). */
export type DocumentDraft = {
  key: string;
  name: string;
  /** One of the wizard's five types (docs/product/projects.md#creation-wizard); sent as the repository category it maps to. */
  type: WizardDocumentType | "";
  visibility: DocumentVisibility;
};

/** What the wizard's fields hold while typing: text as typed, money already in reais. */
export type WizardValues = {
  purpose: ProjectPurpose | "";
  title: string;
  description: string;
  location_city: string;
  location_state: BrazilianState | "";
  location_address: string;
  project_type: ProjectType | "";
  visibility: ProjectVisibility;
  target_amount: number | null;
  minimum_target_amount: number | null;
  min_investment: number | null;
  roi: string;
  timeline_months: string;
  deadline: string;
  phases: PhaseDraft[];
  team: TeamMemberDraft[];
  documents: DocumentDraft[];
};

export const WIZARD_DEFAULTS: WizardValues = {
  purpose: "",
  title: "",
  description: "",
  location_city: "",
  location_state: "",
  location_address: "",
  project_type: "",
  visibility: "private",
  target_amount: null,
  minimum_target_amount: null,
  min_investment: null,
  roi: "",
  timeline_months: "",
  deadline: "",
  phases: [],
  team: [],
  documents: [],
};

export const EMPTY_MEMBER: TeamMemberDraft = { name: "", role: "", experience: "", email: "" };

/** "12,5" → 12.5; empty → null (docs/product/projects.md#creation-rules); anything else → NaN, which the schema refuses. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^-?\d+([.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : Number.NaN;
}

/**
 * Whole months; empty → null. "2,5" and "-3" are read as the numbers they are, so the schema says
 * the rule they break ("Use um número inteiro de meses.", "de 1 a 600 meses") rather than asking
 * for a duration as if nothing was typed.
 */
export function parseInteger(text: string): number | null {
  return parseDecimal(text);
}

const orNull = (text: string) => (text.trim() ? text : null);
const orUndefined = <T extends string>(value: T | "") => (value === "" ? undefined : value);

/**
 * The creation payload of docs/product/projects.md#creation-rules: empty numbers and dates become null, and only investment
 * projects keep a target, a minimum ticket and a chosen visibility.
 */
export function toCreateInput(
  values: WizardValues,
  uploads: { imageIds: string[]; fileIdOf: (key: string) => string },
) {
  const investment = values.purpose === "investment";
  const target = investment ? values.target_amount : null;
  return {
    purpose: orUndefined(values.purpose),
    title: values.title,
    description: orNull(values.description),
    location_city: values.location_city,
    location_state: orUndefined(values.location_state),
    location_address: orNull(values.location_address),
    project_type: orUndefined(values.project_type),
    visibility: investment ? values.visibility : "private",
    target_amount: target,
    minimum_target_amount: target === null ? null : values.minimum_target_amount,
    min_investment: investment ? values.min_investment : null,
    roi: parseDecimal(values.roi),
    timeline_months: parseInteger(values.timeline_months),
    deadline: values.deadline || null,
    team: values.team.map((m) => ({
      name: m.name,
      role: orUndefined(m.role),
      experience: orNull(m.experience),
      email: orNull(m.email),
    })),
    phases: values.phases.map(toPhaseInput),
    documents: values.documents.map((d) => ({
      name: d.name,
      category: d.type ? WIZARD_DOCUMENT_TYPE_CATEGORY[d.type] : undefined,
      visibility: d.visibility,
      file_id: uploads.fileIdOf(d.key),
    })),
    image_ids: uploads.imageIds,
  };
}

/** Parses the payload with the server's own schema; failures come back as field messages. */
export function validateCreateInput(raw: ReturnType<typeof toCreateInput>) {
  const parsed = createProjectInputSchema.safeParse(raw);
  if (parsed.success) return { data: parsed.data, fields: null };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    // A document's category comes from the type chosen in the wizard: its message goes there.
    const typeField = /^documents\.\d+\.category$/.test(key) ? key.replace(/category$/, "type") : null;
    if (typeField) (fields[typeField] ??= []).push("Selecione o tipo do documento.");
    else (fields[key] ??= []).push(issue.message);
  }
  return { data: null, fields };
}

const STEP_OF_FIELD: Record<string, number> = {
  purpose: 0,
  title: 1,
  description: 1,
  location_city: 1,
  location_state: 1,
  location_address: 1,
  project_type: 1,
  image_ids: 1,
  target_amount: 2,
  minimum_target_amount: 2,
  min_investment: 2,
  roi: 2,
  visibility: 2,
  timeline_months: 3,
  deadline: 3,
  phases: 3,
  team: 4,
  documents: 5,
  files: 5,
};

/** The step holding a field ("team.0.name" → 4, Equipe); unknown fields go to Revisão. */
export function stepOfField(path: string): number {
  return STEP_OF_FIELD[path.split(".")[0]!] ?? LAST_STEP;
}

/** The messages that belong to one step's fields (checked when the person leaves that step). */
export function fieldErrorsOfStep(fields: Record<string, string[]>, step: number): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).filter(([path]) => stepOfField(path) === step));
}

/** The first step with an error, in step order. */
export function firstStepWithError(paths: string[]): number {
  return Math.min(...paths.map(stepOfField), LAST_STEP);
}
