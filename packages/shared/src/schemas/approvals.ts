import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits.ts";
import {
  APPROVAL_EVENT_KINDS,
  APPROVAL_PRIORITIES,
  APPROVAL_STATUSES,
  APPROVAL_SUBJECT_TYPES,
  REJECTION_COMMENT_REQUIRED,
} from "../approvals.ts";
import { optionalText, requiredText } from "./common.ts";
import { listPageSchema, listQueryWithSearch } from "./list-query.ts";

const COMMENT_MAX = TEXT_LIMITS.approvalComment;

/** GET /api/approvals: search over title and requester, filters, and an offset page. */
export const approvalListQuerySchema = listQueryWithSearch(200).extend({
  type: z.enum(APPROVAL_SUBJECT_TYPES, { error: "Escolha um tipo de solicitação válido." }).optional(),
  status: z.enum(APPROVAL_STATUSES, { error: "Escolha um status válido." }).optional(),
  priority: z.enum(APPROVAL_PRIORITIES, { error: "Escolha uma prioridade válida." }).optional(),
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

export const approveInputSchema = z.object({ comment: optionalText(COMMENT_MAX) });
export type ApproveInput = z.input<typeof approveInputSchema>;

export const rejectInputSchema = z.object({ comment: requiredText(REJECTION_COMMENT_REQUIRED, COMMENT_MAX) });
export type RejectInput = z.input<typeof rejectInputSchema>;

export const changePriorityInputSchema = z.object({
  priority: z.enum(APPROVAL_PRIORITIES, { error: "Escolha a prioridade: Alta, Média ou Baixa." }),
});
export type ChangePriorityInput = z.input<typeof changePriorityInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const approvalEventSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_EVENT_KINDS),
  /** Null for a step the system recorded (a migration), not a person. */
  actor: personSchema.nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type ApprovalEvent = z.infer<typeof approvalEventSchema>;

export const approvalSchema = z.object({
  id: z.string(),
  subject_type: z.enum(APPROVAL_SUBJECT_TYPES),
  subject_id: z.string(),
  /** The subject's title and description as submitted. */
  title: z.string(),
  description: z.string().nullable(),
  /** The screen of the subject under review. */
  link: z.string(),
  requester: personSchema,
  requested_at: z.string(),
  priority: z.enum(APPROVAL_PRIORITIES),
  status: z.enum(APPROVAL_STATUSES),
  decided_at: z.string().nullable(),
  /** The comment of the last step that had one (the decision's reason). */
  last_comment: z.string().nullable(),
  /** The viewer may start, prioritise and decide it: they neither made the request nor take part in its subject. */
  viewer_may_review: z.boolean(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalSummarySchema = z.object(
  Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, z.number()])) as Record<
    (typeof APPROVAL_STATUSES)[number],
    z.ZodNumber
  >,
);
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

export const approvalListSchema = listPageSchema(approvalSchema).extend({
  /** Requests by status for the search and type/priority filters (the status filter is left out, so every card keeps its count). */
  summary: approvalSummarySchema,
});
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** A project's review history: its requests, newest first, each with its steps in order. */
export const reviewHistorySchema = z.object({
  items: z.array(
    approvalSchema.pick({ id: true, status: true, requested_at: true, decided_at: true, requester: true }).extend({
      events: z.array(approvalEventSchema),
    }),
  ),
});
export type ReviewHistory = z.infer<typeof reviewHistorySchema>;
