import { LAST_STEP, WIZARD_DEFAULTS, type WizardValues } from "./wizard-form";

/**
 * An unfinished creation wizard, kept in this browser's localStorage so closing the page (or the
 * tab) loses nothing. One draft per user id, so two people sharing a browser never see each
 * other's draft offered. Only what was typed and chosen is kept: no files, no images (uploads live
 * on the server under ids that a draft must not outlive), so a continued draft asks for them again.
 * Nothing here goes to the server. docs/decisions/050-money-field-and-wizard-draft.md.
 */
export type WizardDraft = { savedAt: string; step: number; values: WizardValues };

/** Drafts older than this are dropped when read, not offered. */
export const DRAFT_MAX_AGE_DAYS = 30;
const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** Bumped when WizardValues changes shape, so an old draft is dropped instead of half-read. */
const DRAFT_VERSION = 1;

export const draftKey = (userId: string) => `alicerce:create-project-draft:v${DRAFT_VERSION}:${userId}`;

/** The values as a draft keeps them: the document rows point at uploads, which are not kept. */
const keepable = (values: WizardValues): WizardValues => ({ ...values, documents: [] });

/** True when the person typed or chose anything in a field a draft keeps. */
export function hasDraftContent(values: WizardValues): boolean {
  const kept = keepable(values);
  return (Object.keys(WIZARD_DEFAULTS) as (keyof WizardValues)[]).some(
    (key) => JSON.stringify(kept[key]) !== JSON.stringify(keepable(WIZARD_DEFAULTS)[key]),
  );
}

/** Keeps the wizard as it is now; a wizard with nothing typed removes the draft. */
export function saveDraft(userId: string, values: WizardValues, step: number, now = new Date()): void {
  try {
    if (!hasDraftContent(values)) return void localStorage.removeItem(draftKey(userId));
    const draft: WizardDraft = { savedAt: now.toISOString(), step, values: keepable(values) };
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the wizard works, only without a draft.
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * The user's draft, or null: none, unreadable, from another version or older than 30 days (those
 * are removed). Only the wizard's own fields are read back, over the defaults.
 */
export function loadDraft(userId: string, now = new Date()): WizardDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    const savedAt = new Date(String(parsed.savedAt));
    const age = now.getTime() - savedAt.getTime();
    if (!parsed.values || typeof parsed.values !== "object" || !(age >= 0 && age <= DRAFT_MAX_AGE_MS)) {
      clearDraft(userId);
      return null;
    }
    const values = { ...WIZARD_DEFAULTS };
    for (const key of Object.keys(WIZARD_DEFAULTS) as (keyof WizardValues)[]) {
      const value = (parsed.values as Partial<WizardValues>)[key];
      const fallback = WIZARD_DEFAULTS[key];
      // Money fields default to null and hold a number; every other field keeps its default's type.
      const fits = fallback === null ? value === null || typeof value === "number" : typeof value === typeof fallback;
      if (value !== undefined && fits) (values as Record<string, unknown>)[key] = value;
    }
    const step = Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step!, 0), LAST_STEP) : 0;
    return { savedAt: savedAt.toISOString(), step, values: keepable(values) };
  } catch {
    clearDraft(userId);
    return null;
  }
}
