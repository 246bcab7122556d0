import type { ApprovalSubjectType } from "@alicerce/shared/approvals";
import { documentSubject } from "./document-subject.ts";
import { projectSubject } from "./project-subject.ts";
import type { SubjectHandler } from "./subject-handler.ts";

export type { ApprovalRequestRow, SubjectHandler } from "./subject-handler.ts";

/** The subjects wired to the queue. Contracts are added here when their issue lands. */
const HANDLERS: Partial<Record<ApprovalSubjectType, SubjectHandler>> = {
  project: projectSubject,
  document: documentSubject,
};

export const wiredSubjects = (): SubjectHandler[] => Object.values(HANDLERS);

export function subjectHandler(type: ApprovalSubjectType): SubjectHandler {
  const handler = HANDLERS[type];
  // Requests are only opened through a handler, so a row without one is a programming error.
  if (!handler) throw new Error(`No approval handler for subject type "${type}"`);
  return handler;
}
