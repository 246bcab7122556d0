import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DocumentCategory, DocumentVisibility } from "@alicerce/shared/documents";
import { DOCUMENT_CATEGORY_LABELS } from "@alicerce/shared/documents";
import type { Database } from "../../db/client.ts";
import { documents, projects } from "../../db/schema/index.ts";
import { searchable } from "../../lib/search-text.ts";
import { openApprovalRequest } from "../approvals/index.ts";

export type NewDocumentVersion = {
  projectId: string;
  fileId: string;
  name: string;
  category: DocumentCategory;
  visibility: DocumentVisibility;
  uploadedBy: string;
  /**
   * Whether legal reviews this version in the approvals queue (default). A signature request's PDF
   * is not reviewed: its status follows the signatures ("Pendente", then "Assinado").
   */
  review?: boolean;
};

/** 16 random bytes, base64url: 22 characters nobody guesses. */
export const newVerificationCode = () => randomBytes(16).toString("base64url");

/**
 * Records a document in the caller's transaction: the next version of the project's document with
 * the same name (any case), or version 1 of a new series. Numbering runs under a lock on the
 * project and name, so two uploads at once get 2 and 3, never 2 twice. Every version waits for
 * legal review: a pending approval request opens with it (docs/product/legal-desk.md#approvals).
 */
export async function recordDocumentVersion(tx: Database, input: NewDocumentVersion) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`document:${input.projectId}:${input.name.toLowerCase()}`}))`,
  );
  const [latest] = await tx
    .select({ seriesId: documents.seriesId, version: documents.version })
    .from(documents)
    .where(and(eq(documents.projectId, input.projectId), sql`lower(${documents.name}) = lower(${input.name})`))
    .orderBy(sql`${documents.version} desc`)
    .limit(1);
  const id = crypto.randomUUID();
  const version = (latest?.version ?? 0) + 1;
  const [row] = await tx
    .insert(documents)
    .values({
      id,
      seriesId: latest?.seriesId ?? id,
      projectId: input.projectId,
      fileId: input.fileId,
      name: input.name,
      category: input.category,
      visibility: input.visibility,
      version,
      uploadedBy: input.uploadedBy,
      verificationCode: newVerificationCode(),
      searchText: searchable(input.name),
    })
    .returning();
  const [project] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.id, input.projectId));
  if (input.review === false) return row!;
  await openApprovalRequest(tx, {
    subjectType: "document",
    subjectId: id,
    title: input.name,
    description: `${DOCUMENT_CATEGORY_LABELS[input.category]} · versão ${version} · projeto "${project?.title ?? ""}"`,
    requestedBy: input.uploadedBy,
  });
  return row!;
}
