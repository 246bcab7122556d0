import { eq } from "drizzle-orm";
import { documentFormat, isVerificationCode } from "@alicerce/shared/documents";
import type { PublicVerification } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { documents, files, projects } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { documentStatusSql } from "./document-status.ts";

const unknownCode = () =>
  notFound("Nenhum documento corresponde a este código de verificação. Confira o endereço ou o QR Code.");

/**
 * What the public page /verificar/{code} shows (no login): enough to tell whether a copy is exactly
 * the stored document, and nothing of who sent it.
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
  };
}
