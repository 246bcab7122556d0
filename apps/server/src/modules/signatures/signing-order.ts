import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { NOT_YOUR_TURN_TEXT } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { projects, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { conflict } from "../../http/app-error.ts";
import { inviteSigners } from "./invitations.ts";
import { recordEvent, SYSTEM_ACTOR } from "./trail.ts";

type RequestRow = typeof signatureRequests.$inferSelect;
type SignerRow = typeof signatureSigners.$inferSelect;

export const notYourTurn = () => conflict(NOT_YOUR_TURN_TEXT);

/**
 * SQL, for a query over signature_signers joined to its request: it is this signer's turn, i.e.
 * the request is not sequential or everyone before them in the order has signed (decision 035).
 */
export function isTheirTurn(): SQL {
  return sql`(not ${signatureRequests.sequential} or not exists (select 1 from ${signatureSigners} as earlier
    where earlier.request_id = ${signatureSigners.requestId} and earlier.position < ${signatureSigners.position}
    and earlier.status <> 'signed'))`;
}

/** In a sequential request, a signer signs only once everyone before them has (409 otherwise). */
export async function requireTurn(tx: Database, request: RequestRow, signer: SignerRow) {
  if (!request.sequential) return;
  const [waiting] = await tx
    .select({ id: signatureSigners.id })
    .from(signatureSigners)
    .where(
      and(
        eq(signatureSigners.requestId, request.id),
        sql`${signatureSigners.position} < ${signer.position}`,
        ne(signatureSigners.status, "signed"),
      ),
    )
    .limit(1);
  if (waiting) throw notYourTurn();
}

/**
 * After a signature in a sequential request, the next signer in the order is invited (e-mail,
 * bell and the "sent" event) in the same transaction.
 */
export async function inviteNextInOrder(tx: Database, request: RequestRow, deps: { publicUrl: string; now: Date }) {
  if (!request.sequential) return;
  const [next] = await tx
    .select({ id: signatureSigners.id, name: signatureSigners.name, email: signatureSigners.email })
    .from(signatureSigners)
    .where(and(eq(signatureSigners.requestId, request.id), eq(signatureSigners.status, "pending")))
    .orderBy(asc(signatureSigners.position))
    .limit(1);
  if (!next) return;
  const [context] = await tx
    .select({ projectTitle: projects.title })
    .from(signatureRequests)
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .where(eq(signatureRequests.id, request.id))
    .limit(1);
  await recordEvent(tx, {
    requestId: request.id,
    kind: "sent",
    signerId: next.id,
    sha256: request.sha256,
    // The platform sends it, as a consequence of the previous signature (which has its own event).
    actor: SYSTEM_ACTOR,
    at: deps.now,
  });
  await inviteSigners(
    tx,
    {
      requestId: request.id,
      title: request.title,
      projectTitle: context?.projectTitle ?? "",
      dueDate: request.dueDate,
      publicUrl: deps.publicUrl,
    },
    [next],
    "invitation",
  );
}
