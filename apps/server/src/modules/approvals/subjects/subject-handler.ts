import type { SQL } from "drizzle-orm";
import type { ApprovalSubjectType } from "@alicerce/shared/approvals";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../../db/client.ts";
import type { approvalRequests } from "../../../db/schema/index.ts";

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

/** What a decision hands the subject: the locked request, who decided, the comment, where links point. */
export type Decision = {
  tx: Database;
  request: ApprovalRequestRow;
  actor: CurrentUser;
  comment: string | null;
  publicUrl: string;
};

/**
 * What the approvals queue needs from one kind of subject. Adding contracts to the queue is one
 * file in modules/contracts implementing this, wired in app.ts.
 */
export type SubjectHandler = {
  type: ApprovalSubjectType;
  /** The app screen of the subject (the card's link). */
  link(subjectId: string): string;
  /** SQL condition on the request's subject id column: the subject still exists. */
  exists(subjectId: SQL): SQL;
  /**
   * Locks the subject's row for the rest of the transaction (404 when it is gone). Runs before the
   * request's own row lock, the order every writer follows.
   */
  lockForDecision(tx: Database, subjectId: string): Promise<void>;
  /**
   * Applies an approval to the subject (and tells its owner), in the decision's transaction;
   * refuses (409) a subject that no longer waits for review.
   */
  approve(decision: Decision): Promise<void>;
  /** Applies a rejection to the subject (and tells its owner), in the decision's transaction. */
  reject(decision: Decision): Promise<void>;
  /**
   * SQL: `userId` takes part in the subject (a project's creator or team member), so they may not
   * review it, whoever submitted it (an admin may submit a legal user's own project).
   */
  involvesSql(subjectId: SQL, userId: string): SQL;
  /** Refuses (404 or 403) a user who may not read the subject's review history. */
  requireHistoryReader(db: Database, user: CurrentUser, subjectId: string): Promise<void>;
};
