import { eq, sql } from "drizzle-orm";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { documents, files, profiles, projects, user as users } from "../../db/schema/index.ts";
import { documentStatusSql } from "./document-status.ts";
import { mayDelete } from "./document-access.ts";

/**
 * The document's own columns an item shows: not the whole row, whose search text, review trail and
 * kept flags every list page would otherwise carry to the server and parse for nothing.
 */
const shownColumns = {
  id: documents.id,
  seriesId: documents.seriesId,
  projectId: documents.projectId,
  name: documents.name,
  category: documents.category,
  visibility: documents.visibility,
  version: documents.version,
  uploadedBy: documents.uploadedBy,
  reviewComment: documents.reviewComment,
  verificationCode: documents.verificationCode,
  downloadCount: documents.downloadCount,
  createdAt: documents.createdAt,
};

/** Columns of one document as the API shows it; `versionCount` is supplied by the caller's query. */
export const itemColumns = {
  doc: shownColumns,
  status: documentStatusSql(documents),
  projectTitle: projects.title,
  file: { name: files.originalName, mimeType: files.mimeType, size: files.size, sha256: files.sha256 },
  // A scalar lookup rather than two more joins: the list's planner weighs fewer join orders (decision 061).
  uploaderName: sql<string | null>`(select coalesce(${profiles.name}, ${users.name}) from ${users}
    left join ${profiles} on ${profiles.userId} = ${users.id} where ${users.id} = ${documents.uploadedBy})`,
};

/** The joins `itemColumns` needs, applied to a select from `documents`. */
export const itemJoins = {
  project: eq(projects.id, documents.projectId),
  file: eq(files.id, documents.fileId),
};

export type ItemRow = {
  doc: Pick<typeof documents.$inferSelect, keyof typeof shownColumns>;
  status: DocumentItem["status"];
  projectTitle: string;
  file: { name: string; mimeType: string; size: number; sha256: string };
  uploaderName: string | null;
  versionCount: number;
};

export const documentUrls = (id: string) => ({
  view_url: `/api/documents/${id}/file`,
  download_url: `/api/documents/${id}/download`,
});

export function toDocumentItem(user: CurrentUser, row: ItemRow): DocumentItem {
  const d = row.doc;
  return {
    id: d.id,
    series_id: d.seriesId,
    name: d.name,
    project: { id: d.projectId, title: row.projectTitle },
    category: d.category,
    visibility: d.visibility,
    status: row.status,
    review_comment: d.reviewComment,
    version: d.version,
    version_count: Number(row.versionCount),
    file: { name: row.file.name, mime_type: row.file.mimeType, size: row.file.size, sha256: row.file.sha256 },
    uploaded_by: { id: d.uploadedBy, name: row.uploaderName ?? FALLBACK_USER_NAME },
    uploaded_at: d.createdAt.toISOString(),
    downloads: d.downloadCount,
    verification_code: d.verificationCode,
    ...documentUrls(d.id),
    can_delete: mayDelete(user, d),
  };
}
