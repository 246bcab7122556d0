import { and, asc, eq, isNotNull } from "drizzle-orm";
import { documentFormat, isVerificationCode } from "@alicerce/shared/documents";
import type { PublicVerification } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { documents, files, projects, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { documentStatusSql } from "./document-status.ts";

const unknownCode = () =>
  notFound("Nenhum documento corresponde a este código de verificação. Confira o endereço ou o QR Code.");

/** "12345678901" → "***.456.789-**": the middle six digits, as public pages usually show a CPF. */
export const partlyHiddenCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/**
 * The sealed PDF of the completed signature request of this document, with its signers in order:
 * who signed (the name signed with) and when. No e-mail, no whole CPF, no IP: those stay in the
 * trail, for the parties.
 */
async function sealedCopy(db: Database, documentId: string): Promise<PublicVerification["signed"]> {
  const [request] = await db
    .select({
      id: signatureRequests.id,
      completedAt: signatureRequests.completedAt,
      sha256: files.sha256,
      size: files.size,
    })
    .from(signatureRequests)
    .innerJoin(files, eq(files.id, signatureRequests.signedFileId))
    .where(and(eq(signatureRequests.documentId, documentId), isNotNull(signatureRequests.completedAt)))
    .limit(1);
  if (!request?.completedAt) return null;
  const signers = await db
    .select({ name: signatureSigners.name, cpf: signatureSigners.cpf, signedAt: signatureSigners.signedAt })
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, request.id))
    .orderBy(asc(signatureSigners.position));
  return {
    sha256: request.sha256,
    size: request.size,
    // The seal is made in the transaction that completes the request, with that moment as its signing time.
    sealed_at: request.completedAt.toISOString(),
    signers: signers.map((s) => ({
      name: s.name,
      cpf: s.cpf ? partlyHiddenCpf(s.cpf) : "—",
      signed_at: (s.signedAt ?? request.completedAt!).toISOString(),
    })),
  };
}

/**
 * What the public page /verificar/{code} shows (no login): enough to tell whether a copy is exactly
 * the stored document (or, for a signed contract, its sealed PDF), and nothing of who sent it.
 */
export async function verifyDocument(db: Database, code: string): Promise<PublicVerification> {
  if (!isVerificationCode(code)) throw unknownCode();
  const [row] = await db
    .select({
      doc: documents,
      status: documentStatusSql(documents),
      projectTitle: projects.title,
      sha256: files.sha256,
      size: files.size,
      mimeType: files.mimeType,
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(eq(documents.verificationCode, code))
    .limit(1);
  if (!row) throw unknownCode();
  return {
    name: row.doc.name,
    project_title: row.projectTitle,
    version: row.doc.version,
    status: row.status,
    uploaded_at: row.doc.createdAt.toISOString(),
    sha256: row.sha256,
    size: row.size,
    format: documentFormat(row.mimeType),
    signed: row.status === "signed" ? await sealedCopy(db, row.doc.id) : null,
  };
}
