import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, ne, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  ACCOUNT_DELETED,
  ACCOUNT_DELETION_BLOCKERS,
  ACCOUNT_DELETION_WRONG_PASSWORD,
  type AccountDeletionBlocker,
} from "@alicerce/shared/schemas/privacy";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { investments, projects, signatureRequests } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import {
  admitCurrentPasswordCheck,
  anonymiseAccount,
  checkAccountPassword,
  forgiveCurrentPasswordChecks,
  securityEventOrigin,
  sendSecurityEmail,
} from "../auth/index.ts";
import { sessionCookieName } from "../../http/session.ts";
import { clearPreferences } from "../notifications/index.ts";
import { withdrawInvitationsTo } from "../projects/index.ts";
import { awaitsSignatureOf, signatureStatusColumn } from "../signatures/index.ts";

type Deps = Pick<AppDeps, "db" | "throttle" | "config" | "signals" | "now">;

/**
 * What keeps an account from being deleted (docs/product/privacy.md#deletion): money still
 * committed, a raise others are investing in, others' money in a project they created, or a
 * contract still open for signature (as signer or as its sender). Each must end first; deleting
 * would leave the other parties without a counterpart.
 */
export async function deletionBlockers(db: Database, user: CurrentUser, now: Date): Promise<AccountDeletionBlocker[]> {
  const blockers: AccountDeletionBlocker[] = [];
  const [investment] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.investorId, user.id), eq(investments.status, "active")))
    .limit(1);
  if (investment) blockers.push("active_investments");
  const [raise] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.createdBy, user.id), eq(projects.status, "funding_open")))
    .limit(1);
  if (raise) blockers.push("open_raises");
  // Others' money in a project of theirs, in any status (in execution, completed): the creator is
  // the project's manager before those investors, and a deleted account would leave it with none.
  const [othersMoney] = await db
    .select({ id: investments.id })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .where(and(eq(projects.createdBy, user.id), eq(investments.status, "active"), ne(investments.investorId, user.id)))
    .limit(1);
  if (othersMoney) blockers.push("others_money_in_projects");
  if (await awaitsSignatureOf(db, user.email, now)) blockers.push("pending_signatures_as_signer");
  const [sent] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.createdBy, user.id), sql`${signatureStatusColumn(todayInSaoPaulo(now))} = 'pending'`),
    )
    .limit(1);
  if (sent) blockers.push("pending_signatures_as_sender");
  return blockers;
}

/**
 * "Excluir minha conta": the password (counted against the same budget as every other current-password
 * check, so a borrowed session cannot guess it) and the typed confirmation, then, with nothing blocking, one transaction
 * anonymises the identity, clears the notification choices and withdraws invitations to the
 * address. Records the law keeps (investments, signature requests and their trails) are not
 * touched: the trail already holds the signer's name and CPF as confirmed at signing.
 */
export async function deleteAccount(
  deps: Deps,
  user: CurrentUser,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await admitCurrentPasswordCheck(deps, user.id);
  if (!(await checkAccountPassword(deps.db, user.id, password))) {
    throw new AppError("VALIDATION_ERROR", ACCOUNT_DELETION_WRONG_PASSWORD, {
      password: [ACCOUNT_DELETION_WRONG_PASSWORD],
    });
  }
  await forgiveCurrentPasswordChecks(deps, user.id);
  const now = deps.now();
  const blockers = await deletionBlockers(deps.db, user, now);
  if (blockers.length > 0) throw refusal(blockers);
  await deps.db.transaction(async (tx) => {
    // Checked again inside the transaction: the password check took time, and an investment or a
    // contract that arrived meanwhile must still refuse the deletion.
    const late = await deletionBlockers(tx, user, now);
    if (late.length > 0) throw refusal(late);
    // Queued first, while the account still has its address: the owner learns of it, and the mail
    // leaves only if the deletion commits (docs/decisions/125-security-emails.md).
    await sendSecurityEmail(
      tx,
      { kind: "account_deletion_requested", userId: user.id, origin: securityEventOrigin(request), at: now },
      { publicUrl: deps.config.publicUrl, log: request.log },
    );
    await withdrawInvitationsTo(tx, user.email, now);
    await clearPreferences(tx, user.id);
    await anonymiseAccount(tx, user.id, now);
  });
  deps.signals.publish({ type: "sessions.ended", userId: user.id });
  reply.clearCookie(sessionCookieName(deps.config), { path: "/" });
  return { message: ACCOUNT_DELETED };
}

function refusal(blockers: AccountDeletionBlocker[]) {
  const reasons = blockers.map((b) => ACCOUNT_DELETION_BLOCKERS[b]);
  return new AppError("CONFLICT", `Não é possível excluir sua conta agora. ${reasons.join(" ")}`, {
    account: reasons,
  });
}
