import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { hideCpf, hideIp } from "@alicerce/shared/personal-data";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import {
  files,
  profiles,
  projects,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  user as users,
} from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { spendInvitationAllowance, type InvitationAllowance } from "../invitation-mail/index.ts";
import { loadReadableRequest, ownSignerLine, readableBy, signatureNotFound } from "./access.ts";
import { inviteSigners } from "./invitations.ts";
import { isTheirTurn } from "./signing-order.ts";
import { recordEvent, type Actor } from "./trail.ts";

/**
 * "Reenviar": only its creator, only while pending; e-mails the pending signers again (in a
 * sequential request, the one whose turn it is) and records a "resent" event for each.
 */
export async function resendRequest(
  deps: { db: Database; publicUrl: string; now: Date; allowance: InvitationAllowance },
  user: CurrentUser,
  id: string,
  actor: Actor,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: signatureRequests, projectTitle: projects.title })
      .from(signatureRequests)
      .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
      .where(and(eq(signatureRequests.id, id), readableBy(tx, user)))
      .for("update", { of: signatureRequests });
    if (!row) throw signatureNotFound();
    const { r } = row;
    if (r.createdBy !== user.id) throw new AppError("FORBIDDEN", "Apenas quem criou a solicitação pode reenviá-la.");
    if (r.completedAt) throw conflict("Este contrato já foi assinado por todos; não há o que reenviar.");
    if (r.rejectedAt) throw conflict("Este contrato foi recusado e não pode ser reenviado.");
    if (r.voidedAt) throw conflict("Esta solicitação foi cancelada e não pode ser reenviada.");
    if (r.dueDate < todayInSaoPaulo(deps.now))
      throw conflict("O prazo deste contrato terminou; não é possível reenviá-lo.");
    // In a sequential request only the signer whose turn it is (decision 035).
    const pending = await tx
      .select({ id: signatureSigners.id, name: signatureSigners.name, email: signatureSigners.email })
      .from(signatureSigners)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
      .where(and(eq(signatureSigners.requestId, id), eq(signatureSigners.status, "pending"), isTheirTurn()))
      .orderBy(asc(signatureSigners.position));
    await spendInvitationAllowance(
      tx,
      user,
      pending.map((s) => s.email),
      deps.allowance,
    );
    for (const signer of pending) {
      await recordEvent(tx, {
        requestId: id,
        kind: "resent",
        signerId: signer.id,
        sha256: r.sha256,
        actor,
        at: deps.now,
      });
    }
    await inviteSigners(
      tx,
      {
        requestId: id,
        title: r.title,
        projectTitle: row.projectTitle,
        dueDate: r.dueDate,
        publicUrl: deps.publicUrl,
      },
      pending,
      "resend",
    );
    return pending.length;
  });
}

/**
 * The PDF to show ("Visualizar" and the signing dialog): always the original. A signer's first
 * look is recorded as a "viewed" event (later looks add nothing, so an embedded viewer reloading
 * does not flood the trail).
 */
export async function viewFile(db: Database, user: CurrentUser, id: string, actor: Actor, now: Date) {
  const request = await loadReadableRequest(db, user, id);
  const signer = await ownSignerLine(db, user, id);
  if (signer) {
    const [seen] = await db
      .select({ id: signatureEvents.id })
      .from(signatureEvents)
      .where(and(eq(signatureEvents.signerId, signer.id), eq(signatureEvents.kind, "viewed")))
      .limit(1);
    if (!seen) {
      await recordEvent(db, {
        requestId: id,
        kind: "viewed",
        signerId: signer.id,
        sha256: request.sha256,
        actor,
        at: now,
      });
    }
  }
  return storedFile(db, request.fileId);
}

/** "Baixar": the signed PDF (with its certificate) once signed, else the original. */
export async function downloadFile(db: Database, user: CurrentUser, id: string) {
  const request = await loadReadableRequest(db, user, id);
  return storedFile(db, request.signedFileId ?? request.fileId);
}

async function storedFile(db: Database, fileId: string) {
  const [file] = await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, originalName: files.originalName })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  if (!file) throw signatureNotFound();
  return file;
}

/**
 * Whether the trail shows `user` the parties' CPF, IP and browser: only to a signer of the request
 * and to the legal desk (verified legal users, platform admins). Its sender and the project's team
 * see who did what and when, with those masked (decision 036).
 */
async function seesPersonalData(db: Database, user: CurrentUser, requestId: string): Promise<boolean> {
  if (hasLegalPowers(user)) return true;
  // The line the account signed on or proves (decision 093), never an address alone.
  return Boolean(await ownSignerLine(db, user, requestId));
}

/** The audit trail, oldest first; CPF, IP and browser masked for whoever may not see them. */
export async function listEvents(db: Database, user: CurrentUser, id: string) {
  await loadReadableRequest(db, user, id);
  const [rows, full] = await Promise.all([
    db
      .select({
        e: signatureEvents,
        actorName: profiles.name,
        actorDeleted: sql<boolean>`${users.deletedAt} is not null`,
        signerName: signatureSigners.name,
        signerUserId: signatureSigners.userId,
      })
      .from(signatureEvents)
      .leftJoin(profiles, eq(profiles.userId, signatureEvents.actorId))
      .leftJoin(users, eq(users.id, signatureEvents.actorId))
      .leftJoin(signatureSigners, eq(signatureSigners.id, signatureEvents.signerId))
      .where(eq(signatureEvents.requestId, id))
      .orderBy(asc(signatureEvents.at), asc(signatureEvents.seq)),
    seesPersonalData(db, user, id),
  ]);
  return {
    masked: !full,
    items: rows.map(({ e, actorName, actorDeleted, signerName, signerUserId }) => ({
      id: e.id,
      kind: e.kind,
      signer_name: signerName,
      // A signer who later deleted their account (docs/product/privacy.md) still reads, in their
      // own acts, by the name recorded on their signer row, not as "Usuário removido".
      actor_name: actorDeleted && e.actorId !== null && e.actorId === signerUserId ? signerName : actorName,
      cpf: e.cpf && !full ? hideCpf(e.cpf) : e.cpf,
      ip: e.ip && !full ? hideIp(e.ip) : e.ip,
      user_agent: full ? e.userAgent : null,
      sha256: e.sha256,
      at: e.at.toISOString(),
    })),
  };
}
