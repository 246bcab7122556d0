import { and, eq, isNull } from "drizzle-orm";
import { appRoutes } from "@alicerce/shared/routes";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { signatureRequests } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { readableBy, signatureNotFound } from "./access.ts";
import { invitedSigners, markSigningNoticesDone, senderParty, tellParties } from "./party-notices.ts";
import { recordEvent, type Actor } from "./trail.ts";

type RequestRow = typeof signatureRequests.$inferSelect;

/** What a signer's sign, refuse or code route answers once the request was cancelled (409). */
export const voidedRefusal = (request: Pick<RequestRow, "voidReason">) =>
  `Esta solicitação de assinatura foi cancelada e não aceita mais assinaturas. Motivo: ${request.voidReason ?? "não informado"}`;

/** Who may cancel a request (decision 035): its sender, verified legal users and platform admins. */
export const mayVoid = (user: CurrentUser, request: Pick<RequestRow, "createdBy">) =>
  request.createdBy === user.id || hasLegalPowers(user);

/**
 * Cancels an open request inside the caller's transaction (the request row already locked):
 * stores who, when and why, records the "voided" event, marks the signing entries of the bell done
 * and tells the invited signers (and the sender, when someone else cancelled) by bell and e-mail,
 * once per person.
 * "Cancelar solicitação" and the contract's cancellation both come here.
 */
export async function voidOpenRequest(
  tx: Database,
  request: RequestRow,
  input: { userId: string; reason: string; actor: Actor; now: Date; publicUrl: string },
) {
  const [voided] = await tx
    .update(signatureRequests)
    .set({ voidedAt: input.now, voidedBy: input.userId, voidReason: input.reason })
    .where(
      and(
        eq(signatureRequests.id, request.id),
        isNull(signatureRequests.completedAt),
        isNull(signatureRequests.rejectedAt),
        isNull(signatureRequests.voidedAt),
      ),
    )
    .returning({ id: signatureRequests.id });
  if (!voided) throw conflict("Esta solicitação não está mais pendente e não pode ser cancelada.");
  await recordEvent(tx, {
    requestId: request.id,
    kind: "voided",
    sha256: request.sha256,
    actor: input.actor,
    at: input.now,
  });
  await markSigningNoticesDone(tx, request.id, input.now);
  const body = `A solicitação de assinatura do contrato "${request.title}" foi cancelada e não aceita mais assinaturas. Motivo: ${input.reason}`;
  // The sender hears of it when someone else (the legal desk, an admin) cancelled it.
  const sender = request.createdBy !== input.userId ? await senderParty(tx, request.createdBy) : [];
  await tellParties(tx, [...(await invitedSigners(tx, request.id)), ...sender], {
    title: "Solicitação de assinatura cancelada",
    body,
    link: appRoutes.signatures,
    publicUrl: input.publicUrl,
  });
}

/**
 * "Cancelar solicitação" (POST /api/signatures/:id/void): its sender, verified legal users and
 * platform admins, only while pending. Readers without that power get 403; anyone else, 404.
 */
export async function voidRequest(
  deps: { db: Database; publicUrl: string; now: Date },
  user: CurrentUser,
  id: string,
  reason: string,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(and(eq(signatureRequests.id, id), readableBy(tx, user)))
      .for("update");
    if (!request) throw signatureNotFound();
    if (!mayVoid(user, request)) {
      throw new AppError(
        "FORBIDDEN",
        "Apenas quem enviou a solicitação, o jurídico ou a administração da plataforma podem cancelá-la.",
      );
    }
    if (request.voidedAt) throw conflict("Esta solicitação já foi cancelada.");
    if (request.completedAt)
      throw conflict("Este contrato já foi assinado por todos; a solicitação não pode mais ser cancelada.");
    if (request.rejectedAt) throw conflict("Este contrato foi recusado; não há solicitação pendente para cancelar.");
    if (request.dueDate < todayInSaoPaulo(deps.now)) {
      throw conflict("O prazo deste contrato terminou; não há solicitação pendente para cancelar.");
    }
    await voidOpenRequest(tx, request, { userId: user.id, reason, actor, now: deps.now, publicUrl: deps.publicUrl });
  });
}
