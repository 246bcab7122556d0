import { and, eq, ne } from "drizzle-orm";
import { appRoutes } from "@alicerce/shared/routes";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { SIGNING_CODE_MINUTES, type FailedAttemptKind } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { Storage } from "../../storage/storage.ts";
import { addressedSignerLine, readableBy, refuseUnreadable } from "./access.ts";
import { sendCompletionNotices } from "./completion-notices.ts";
import { invitedSigners, markSigningNoticesDone, senderParty, tellParties } from "./party-notices.ts";
import type { PdfSealer } from "../../lib/pdf-seal.ts";
import { inviteNextInOrder, requireTurn } from "./signing-order.ts";
import { completeRequest } from "./signed-file.ts";
import { checkCode, checkSignerIdentity, issueCode, requireConfirmedEmail, requireInvitedCpf } from "./signer-proof.ts";
import { recordEvent, type Actor } from "./trail.ts";
import { voidedRefusal } from "./void-request.ts";

type Deps = {
  db: Database;
  storage: Storage;
  publicUrl: string;
  now: Date;
  sealer: PdfSealer;
  /** The signed PDF is e-mailed attached up to this size (config MAIL_ATTACHMENT_MAX_BYTES), else linked. */
  attachmentMaxBytes?: number;
};
type SignerRow = typeof signatureSigners.$inferSelect;

/**
 * Locks the request (one decision at a time), and checks the user is one of its pending signers
 * and that the request still takes signatures. Every refusal writes nothing.
 */
async function lockForSigner(tx: Database, user: CurrentUser, id: string, now: Date) {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), readableBy(tx, user)))
    .for("update");
  if (!request) return refuseUnreadable(tx, user, id);
  const signer = await addressedSignerLine(tx, user, id);
  if (!signer) throw new AppError("FORBIDDEN", "Apenas as pessoas convidadas podem assinar ou recusar este contrato.");
  if (request.completedAt) throw conflict("Este contrato já foi assinado por todos e não aceita mais assinaturas.");
  if (request.rejectedAt) throw conflict("Este contrato foi recusado e não aceita mais assinaturas.");
  if (request.voidedAt) throw conflict(voidedRefusal(request));
  if (request.dueDate < todayInSaoPaulo(now)) throw conflict("O prazo para assinar este contrato terminou.");
  if (signer.status === "signed") throw conflict("Você já assinou este contrato.");
  if (signer.status === "rejected") throw conflict("Você já recusou este contrato.");
  return { request, signer };
}

type RequestRow = typeof signatureRequests.$inferSelect;

/**
 * The signer's proof at the moment of acting (decision 033), checked under the request's lock so
 * two racing calls see one state: a confirmed e-mail, the invited CPF when one was named, and the
 * newest code mailed to this signer for this account. A correct code is marked used and recorded
 * ("code_confirmed"); a wrong one counts a try and is returned, to be thrown after the commit.
 */
async function confirmCode(
  tx: Database,
  ctx: { user: CurrentUser; request: RequestRow; signer: SignerRow; code: string; actor: Actor; now: Date },
) {
  const checked = await checkCode(tx, ctx.signer, ctx.user.id, ctx.code, ctx.now);
  if (!checked.ok) {
    // A wrong code typed is evidence too (decision 126): recorded without the code, committed with its counted try.
    if (checked.wrongCode) await recordFailure(tx, { ...ctx, failure: "failed_code" });
    return checked.error;
  }
  await recordEvent(tx, {
    requestId: ctx.request.id,
    kind: "code_confirmed",
    signerId: ctx.signer.id,
    sha256: ctx.request.sha256,
    actor: ctx.actor,
    at: ctx.now,
  });
  return null;
}

/** A refused attempt in the trail: who, from where, when and what failed; never the code or the CPF typed. */
async function recordFailure(
  tx: Database,
  ctx: { request: RequestRow; signer: SignerRow; actor: Actor; now: Date; failure: FailedAttemptKind },
) {
  await recordEvent(tx, {
    requestId: ctx.request.id,
    kind: ctx.failure,
    signerId: ctx.signer.id,
    sha256: ctx.request.sha256,
    actor: ctx.actor,
    at: ctx.now,
  });
}

/**
 * "Enviar código": mails the signer a one-time code for signing or refusing (account mail, never
 * muted) and records "code_sent". Returns the code for the caller that mails nothing else (the
 * route answers without it; the demo data signs with it).
 */
export async function sendSigningCode(deps: { db: Database; now: Date }, user: CurrentUser, id: string, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const { request, signer } = await lockForSigner(tx, user, id, deps.now);
    await requireConfirmedEmail(tx, user.id);
    await requireInvitedCpf(tx, user.id, signer);
    const issued = await issueCode(tx, signer, user.id, deps.now);
    await recordEvent(tx, {
      requestId: id,
      kind: "code_sent",
      signerId: signer.id,
      sha256: request.sha256,
      actor,
      at: deps.now,
    });
    await enqueueMail(tx, {
      kind: "account",
      to: signer.email,
      subject: "Seu código para assinar no Alicerce",
      text:
        `Olá, ${signer.name}.\n\nSeu código para assinar ou recusar o contrato "${request.title}" é:\n\n` +
        `${issued.code}\n\nEle vale por ${SIGNING_CODE_MINUTES} minutos e só pode ser usado uma vez. ` +
        `Não o informe a ninguém: com ele, quem estiver na sua conta assina em seu nome.\n\n` +
        `Se não foi você quem pediu este código, ignore este e-mail e troque sua senha do Alicerce.`,
    });
    return { ...issued, sentTo: signer.email };
  });
}

/** "Assinar": records the signature; the last one completes the request and its signed PDF. */
export async function signRequest(
  deps: Deps,
  user: CurrentUser,
  id: string,
  input: { name: string; cpf: string; code: string },
  actor: Actor,
) {
  const refused = await deps.db.transaction(async (tx) => {
    const { request, signer } = await lockForSigner(tx, user, id, deps.now);
    await requireTurn(tx, request, signer);
    await requireConfirmedEmail(tx, user.id);
    const identity = await checkSignerIdentity(tx, user.id, signer, input, deps.now);
    if (!identity.ok) {
      await recordFailure(tx, { request, signer, actor, now: deps.now, failure: identity.failure });
      return identity.error;
    }
    const cpf = identity.cpf;
    const wrongCode = await confirmCode(tx, { user, request, signer, code: input.code, actor, now: deps.now });
    if (wrongCode) return wrongCode;
    await tx
      .update(signatureSigners)
      .set({ status: "signed", signedAt: deps.now, cpf, userId: user.id })
      .where(eq(signatureSigners.id, signer.id));
    await recordEvent(tx, {
      requestId: id,
      kind: "signed",
      signerId: signer.id,
      cpf,
      sha256: request.sha256,
      actor,
      at: deps.now,
    });
    const [stillPending] = await tx
      .select({ id: signatureSigners.id })
      .from(signatureSigners)
      .where(and(eq(signatureSigners.requestId, id), ne(signatureSigners.status, "signed")))
      .limit(1);
    await markSigningNoticesDone(tx, id, deps.now, user.id);
    if (!stillPending) {
      await completeRequest(tx, deps, id, user.id, deps.now);
      await sendCompletionNotices(tx, deps, id);
    } else {
      await inviteNextInOrder(tx, request, deps);
    }
    return null;
  });
  if (refused) throw refused;
}

/**
 * "Recusar" with the reason: the request is rejected for everyone. The sender and the other
 * invited signers are told by bell and e-mail; the signing entries of the bell are done. In a
 * sequential request a signer may refuse before their turn (decision 035).
 */
export async function refuseRequest(
  deps: Deps,
  user: CurrentUser,
  id: string,
  input: { reason: string; code: string },
  actor: Actor,
) {
  const { reason } = input;
  const refused = await deps.db.transaction(async (tx) => {
    const { request, signer } = await lockForSigner(tx, user, id, deps.now);
    await requireConfirmedEmail(tx, user.id);
    await requireInvitedCpf(tx, user.id, signer);
    const wrongCode = await confirmCode(tx, { user, request, signer, code: input.code, actor, now: deps.now });
    if (wrongCode) return wrongCode;
    await tx
      .update(signatureSigners)
      .set({ status: "rejected", refusedAt: deps.now, reason, userId: user.id })
      .where(eq(signatureSigners.id, signer.id));
    await tx.update(signatureRequests).set({ rejectedAt: deps.now }).where(eq(signatureRequests.id, id));
    await recordEvent(tx, {
      requestId: id,
      kind: "refused",
      signerId: signer.id,
      sha256: request.sha256,
      actor,
      at: deps.now,
    });
    await markSigningNoticesDone(tx, id, deps.now);
    const others = (await invitedSigners(tx, id)).filter((s) => s.id !== signer.id);
    // The one who refused knows: a sender refusing their own request is not told about it.
    const sender = (await senderParty(tx, request.createdBy)).filter((p) => p.email !== signer.email);
    await tellParties(tx, [...sender, ...others], {
      title: "Contrato recusado",
      body: `${signer.name} recusou o contrato "${request.title}", que não aceita mais assinaturas. Motivo: ${reason}`,
      link: appRoutes.signatures,
      publicUrl: deps.publicUrl,
    });
    return null;
  });
  if (refused) throw refused;
}

export type { SignerRow };
