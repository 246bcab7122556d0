import { and, eq, exists, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../../db/client.ts";
import { projects, projectTeamMembers, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { requireConfirmedEmail } from "./signer-proof.ts";
import { signatureStatusConditions } from "./signature-status.ts";
import { isConfidentialRequest, isPartyTo, isSignerOf } from "../signature-parties/index.ts";

export { isSignerOf };

export const signatureNotFound = () => notFound("Contrato não encontrado.");

// The subquery's own name for `projects`: a caller may pass the outer query's `projects.id`, and
// under the table's own name `projects.id = projects.id` would compare the inner row with itself
// (true for any project whenever the user created one; issue 24, point 5).
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
 * The requests a user may read (decision 020, narrowed by decision 036): its parties (the one who
 * created it and its signers), verified legal users and platform admins, and, unless it names an
 * investor (SCP, investment), the project's creator and accepted team. Anyone else gets the 404
 * of an unknown id, so ids leak nothing.
 */
export function readableBy(db: Database, user: CurrentUser): SQL | undefined {
  if (hasLegalPowers(user)) return undefined;
  return or(
    isPartyTo(db, user),
    and(not(isConfidentialRequest()), worksOnProject(db, user, sql`${signatureRequests.projectId}`)),
  );
}

/**
 * The document and its trail, read by someone who may read the request ONLY as one of its signers,
 * need a confirmed e-mail (decision 033): otherwise whoever registered the invited address first
 * would read the confidential PDF. The creator, the project's people and the legal desk read as before.
 */
export async function requireConfirmedEmailIfOnlySigner(
  db: Database,
  user: CurrentUser,
  request: { id: string; createdBy: string | null },
) {
  if (hasLegalPowers(user) || request.createdBy === user.id) return;
  const [otherwise] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, request.id), worksOnProject(db, user, sql`${signatureRequests.projectId}`)))
    .limit(1);
  if (!otherwise) await requireConfirmedEmail(db, user.id);
}

/** The request's row if the user may read it, else 404. */
export async function loadReadableRequest(db: Database, user: CurrentUser, id: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), readableBy(db, user)))
    .limit(1);
  if (!row) throw signatureNotFound();
  return row;
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
