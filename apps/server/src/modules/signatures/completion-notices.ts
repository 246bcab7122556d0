import { asc, eq } from "drizzle-orm";
import { appRoutes } from "@alicerce/shared/routes";
import type { Database } from "../../db/client.ts";
import { files, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { markSigningNoticesDone, senderParty, tellParties } from "./party-notices.ts";

/** The signed PDF rides along as an attachment up to this size; a larger one is sent as a link. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/**
 * Once a request completes (after completeRequest stored its signed PDF, in the same transaction):
 * every signer and the sender receive the signed PDF by e-mail, attached when it is at most
 * `attachmentMaxBytes` and as a link to its download otherwise, and a bell entry each; the signing
 * entries of the bell are done. Reads the signed file's row, whatever produced it.
 */
export async function sendCompletionNotices(
  tx: Database,
  deps: { publicUrl: string; now: Date; attachmentMaxBytes?: number },
  requestId: string,
) {
  const [row] = await tx
    .select({
      title: signatureRequests.title,
      createdBy: signatureRequests.createdBy,
      storageKey: files.storageKey,
      fileName: files.originalName,
      size: files.size,
    })
    .from(signatureRequests)
    .innerJoin(files, eq(files.id, signatureRequests.signedFileId))
    .where(eq(signatureRequests.id, requestId))
    .limit(1);
  if (!row) throw new Error(`signature request ${requestId} has no signed file`);
  const signers = await tx
    .select({ signerId: signatureSigners.id, name: signatureSigners.name, email: signatureSigners.email })
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.position));
  await markSigningNoticesDone(tx, requestId, deps.now);
  const attached = row.size <= (deps.attachmentMaxBytes ?? DEFAULT_ATTACHMENT_MAX_BYTES);
  const downloadUrl = `${deps.publicUrl}/api/signatures/${requestId}/download`;
  await tellParties(tx, [...signers, ...(await senderParty(tx, row.createdBy))], {
    title: "Contrato assinado",
    body: `Todos assinaram o contrato "${row.title}". O PDF assinado, com o certificado de assinaturas, pode ser baixado em Assinaturas.`,
    link: appRoutes.signatures,
    publicUrl: deps.publicUrl,
    extra: () =>
      attached
        ? `O PDF assinado segue anexo a este e-mail (${row.fileName}).`
        : `O PDF assinado tem ${megabytes(row.size)} MB, mais do que um e-mail leva anexo. Baixe-o, entrando no Alicerce com este e-mail, em:\n${downloadUrl}`,
    ...(attached
      ? { attachments: [{ storageKey: row.storageKey, filename: row.fileName, contentType: "application/pdf" }] }
      : {}),
  });
}
