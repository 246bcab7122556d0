import type { ApprovalSubjectType } from "@alicerce/shared/approvals";
import type { SubjectHandler } from "./subject-handler.ts";

export type { ApprovalRequestRow, Decision, SubjectHandler } from "./subject-handler.ts";

/**
 * The subjects wired to the queue. The queue owns the requests and their history; each subject's
 * module owns its own rows and hands the queue its handler when the app is built (app.ts), so a
 * decision changes a project or a document through that module's functions, and this module
 * imports neither.
 */
const HANDLERS = new Map<ApprovalSubjectType, SubjectHandler>();

export function wireApprovalSubjects(handlers: readonly SubjectHandler[]) {
  for (const handler of handlers) HANDLERS.set(handler.type, handler);
}

export const wiredSubjects = (): SubjectHandler[] => [...HANDLERS.values()];

export function subjectHandler(type: ApprovalSubjectType): SubjectHandler {
  const handler = HANDLERS.get(type);
  // Requests are only opened through a handler, so a row without one is a programming error.
  if (!handler) throw new Error(`No approval handler for subject type "${type}"`);
  return handler;
}
