import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  files,
  profiles,
  projects,
  signatureEvents,
  signatureRequests,
  signatureSigners,
} from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { storeBytes } from "../files/index.ts";
import { toMoney } from "../../lib/money.ts";
import { buildSignedPdf } from "./certificate.ts";
import type { PdfSealer } from "../../lib/pdf-seal.ts";

/** Stores generated PDF bytes as a file row owned by `ownerId` (as an upload would be). */
export async function storeGeneratedPdf(
  tx: Database,
  storage: Storage,
  input: { bytes: Uint8Array; name: string; ownerId: string },
): Promise<string> {
  const row = await storeBytes(tx, storage, {
    data: Buffer.from(input.bytes),
    name: input.name,
    mimeType: "application/pdf",
    ownerId: input.ownerId,
  });
  return row.id;
}

/** "Contrato X.pdf" → "Contrato X (assinado).pdf". */
const signedName = (name: string) => `${name.replace(/\.pdf$/i, "")} (assinado).pdf`;

export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verificar/${code}`;

/**
 * The last signature completes a request: the signed PDF (original pages + certificate) is built
 * from the trail as it stands, sealed with the platform's certificate (lib/pdf-seal.ts), stored, and the
 * request marked signed, in the signing transaction.
 */
export async function completeRequest(
  tx: Database,
  deps: { storage: Storage; publicUrl: string; sealer: PdfSealer },
  requestId: string,
  ownerId: string,
  completedAt: Date,
) {
  const [row] = await tx
    .select({
      r: signatureRequests,
      projectTitle: projects.title,
      storageKey: files.storageKey,
      fileName: files.originalName,
    })
    .from(signatureRequests)
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .innerJoin(files, eq(files.id, signatureRequests.fileId))
    .where(eq(signatureRequests.id, requestId))
    .limit(1);
  if (!row) throw new Error(`signature request ${requestId} not found`);
  const { r } = row;
  const signers = await tx
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.position));
  const events = await tx
    .select({ e: signatureEvents, actorName: profiles.name, signerName: signatureSigners.name })
    .from(signatureEvents)
    .leftJoin(profiles, eq(profiles.userId, signatureEvents.actorId))
    .leftJoin(signatureSigners, eq(signatureSigners.id, signatureEvents.signerId))
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.at), asc(signatureEvents.seq));
  const original = await deps.storage.get(row.storageKey);
  const url = verificationUrl(deps.publicUrl, r.verificationCode);
  const certified = await buildSignedPdf(original, {
    requestId,
    title: r.title,
    projectTitle: row.projectTitle,
    type: r.type,
    amount: toMoney(r.amount) ?? 0,
    dueDate: r.dueDate,
    sha256: r.sha256,
    verificationUrl: url,
    completedAt,
    signers: signers.map((s) => ({ name: s.name, cpf: s.cpf, signedAt: s.signedAt })),
    events: events.map(({ e, actorName, signerName }) => ({
      kind: e.kind,
      at: e.at,
      // "Sent" names the invited signer; the other events, who acted.
      who:
        e.kind === "sent" || e.kind === "reminded" || e.kind === "resent"
          ? (signerName ?? actorName)
          : (actorName ?? signerName),
      cpf: e.cpf,
    })),
  });
  // The seal is the last write to the file: any byte changed afterwards breaks its signature.
  const bytes = await deps.sealer.seal(certified, { sealedAt: completedAt, requestId, verificationUrl: url });
  const signedFileId = await storeGeneratedPdf(tx, deps.storage, {
    bytes,
    name: signedName(row.fileName),
    ownerId: r.createdBy ?? ownerId,
  });
  await tx.update(signatureRequests).set({ completedAt, signedFileId }).where(eq(signatureRequests.id, requestId));
}
