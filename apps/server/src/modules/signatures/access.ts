import { and, eq, exists, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../../db/client.ts";
import { projects, projectTeamMembers, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { requireConfirmedEmail, requireInvitedCpf } from "./signer-proof.ts";
import { signatureStatusConditions } from "./signature-status.ts";
import { isConfidentialRequest, isOwnSignerLine, isPartyTo, isSignerOf } from "../signature-parties/index.ts";

export { isSignerOf };

export const signatureNotFound = () => notFound("Contrato não encontrado.");

// The subquery's own name for `projects`: a caller may pass the outer query's `projects.id`, and
// under the table's own name `projects.id = projects.id` would compare the inner row with itself
// (true for any project whenever the user created one; decision 036).
const ownedProject = alias(projects, "owned_project");

/** SQL: the user creates or works on the project (its creator or an accepted team member). */
export function worksOnProject(db: Database, user: CurrentUser, projectId: SQL | string): SQL {
  const project = typeof projectId === "string" ? sql`${projectId}::uuid` : projectId;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(ownedProject)
        .where(and(sql`${ownedProject.id} = ${project}`, eq(ownedProject.createdBy, user.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(projectTeamMembers)
        .where(and(sql`${projectTeamMembers.projectId} = ${project}`, eq(projectTeamMembers.userId, user.id))),
    ),
  )!;
}

/**
 * The requests a user may read (decision 020, narrowed by decisions 036 and 093): its parties (the
 * one who created it and its signers: the account that signed on a line, or that proves the
 * invitation with a confirmed e-mail and the invited CPF), verified legal users and platform admins,
 * and, unless it names an investor (SCP, investment), the project's creator and accepted team.
 * Anyone else gets the 404 of an unknown id, so ids leak nothing.
 */
export function readableBy(db: Database, user: CurrentUser): SQL | undefined {
  if (hasLegalPowers(user)) return undefined;
  return or(
    isPartyTo(db, user),
    and(not(isConfidentialRequest()), worksOnProject(db, user, sql`${signatureRequests.projectId}`)),
  );
}

/**
 * The user's line on this request (isOwnSignerLine: the account that signed on it, or the one that
 * proves the invitation), or null: whose "viewed" event and whose whole trail (decision 093).
 */
export async function ownSignerLine(db: Database, user: CurrentUser, requestId: string) {
  const [line] = await db
    .select()
    .from(signatureSigners)
    .where(and(eq(signatureSigners.requestId, requestId), isOwnSignerLine(db, user)))
    .limit(1);
  return line ?? null;
}

/**
 * The line the user's account answers for: the one it signed or refused on, else one still open
 * with its address. Proof (a confirmed e-mail, the invited CPF) is the caller's to check, so the
 * signing routes can say which is missing.
 */
export async function addressedSignerLine(db: Database, user: CurrentUser, requestId: string) {
  const [line] = await db
    .select()
    .from(signatureSigners)
    .where(
      and(
        eq(signatureSigners.requestId, requestId),
        or(
          eq(signatureSigners.userId, user.id),
          and(isNull(signatureSigners.userId), eq(signatureSigners.email, user.email.toLowerCase())),
        ),
      ),
    )
    .limit(1);
  return line ?? null;
}

/**
 * Why a request the user may not read is refused. Someone holding an address a line still waits on,
 * without its proof, is told what is missing (403: confirm the e-mail, or "sent to another CPF"),
 * so the invitation's link explains itself; they learn nothing of the request (decision 093).
 * Anyone else gets the 404 of an unknown id.
 */
export async function refuseUnreadable(db: Database, user: CurrentUser, requestId: string): Promise<never> {
  const [line] = await db
    .select()
    .from(signatureSigners)
    .where(
      and(
        eq(signatureSigners.requestId, requestId),
        isNull(signatureSigners.userId),
        eq(signatureSigners.email, user.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (line) {
    await requireConfirmedEmail(db, user.id);
    await requireInvitedCpf(db, user.id, line);
  }
  throw signatureNotFound();
}

/** The request's row if the user may read it, else refuseUnreadable's answer. */
export async function loadReadableRequest(db: Database, user: CurrentUser, id: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), readableBy(db, user)))
    .limit(1);
  return row ?? refuseUnreadable(db, user, id);
}

/**
 * True while a request addressed to this e-mail still waits for that person's signature (the
 * request pending, their line pending). Their name and CPF are then frozen (decision 033): the
 * trail and the certificate must name the person the invitation named.
 */
export async function awaitsSignatureOf(db: Database, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: signatureSigners.id })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(
      and(
        eq(signatureSigners.email, email.toLowerCase()),
        eq(signatureSigners.status, "pending"),
        signatureStatusConditions(todayInSaoPaulo(now)).pending,
      ),
    )
    .limit(1);
  return Boolean(row);
}
