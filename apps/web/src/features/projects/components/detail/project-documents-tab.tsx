import { FileText } from "lucide-react";
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_VISIBILITY_LABELS, documentFormat } from "@alicerce/shared/documents";
import { paysInvestors } from "@alicerce/shared/schemas/distributions";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { DocumentActions, DocumentStatusBadge, UploadDocumentDialog } from "@/features/documents";
import { SendQuarterlyReportDialog } from "@/features/quarterly-reports";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate, formatFileSize } from "@/lib/format";

/**
 * The project's documents the user may read (the repository's records, newest version of each);
 * its creator and team send new ones from here too, and its creator the quarterly report once the
 * raise closed.
 */
export function ProjectDocumentsTab({ project }: { project: ProjectDetail }) {
  const { documents } = project;
  const reports = project.viewer.is_creator && paysInvestors(project);
  const upload = (project.viewer.can_upload_documents || reports) && (
    <div className="flex flex-wrap justify-end gap-2">
      {reports && <SendQuarterlyReportDialog projectId={project.id} createdAt={project.created_at} />}
      {project.viewer.can_upload_documents && <UploadDocumentDialog projectId={project.id} variant="outline" />}
    </div>
  );
  if (documents.length === 0) {
    return (
      <div className="grid gap-4">
        {upload}
        <EmptyState icon={FileText} title="Nenhum documento disponível." />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {upload}
      <ul className="grid gap-3">
        {documents.map((doc) => (
          <li key={doc.id} className="grid min-w-0 gap-3 rounded-xl border p-4">
            <div className="flex min-w-0 items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <FileText className="size-5" aria-hidden="true" />
              </span>
              <div className="grid min-w-0 gap-0.5">
                <p className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{doc.name}</span>
                  <DocumentStatusBadge status={doc.status} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {`${DOCUMENT_CATEGORY_LABELS[doc.category]} · versão ${doc.version} · ${DOCUMENT_VISIBILITY_LABELS[doc.visibility]} · ${documentFormat(doc.file.mime_type)} · ${formatFileSize(doc.file.size)} · ${formatDate(doc.uploaded_at)}`}
                </p>
              </div>
            </div>
            <DocumentActions document={doc} />
          </li>
        ))}
      </ul>
    </div>
  );
}
