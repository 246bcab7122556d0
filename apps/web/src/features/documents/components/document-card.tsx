import { useState } from "react";
import { ChevronDown, FileText, Image as ImageIcon, Loader2 } from "lucide-react";
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_VISIBILITY_LABELS, documentFormat } from "@alicerce/shared/documents";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatFileSize } from "@/lib/format";
import { useDocumentVersions } from "@/api/documents/get-document-versions";
import { DocumentActions } from "./document-actions";
import { DocumentStatusBadge } from "./document-status-badge";

const downloadsText = (n: number) => `${n.toLocaleString("pt-BR")} ${n === 1 ? "download" : "downloads"}`;

/** Format, size, uploader, date and downloads of one version. */
function VersionFacts({ document }: { document: DocumentItem }) {
  return (
    <p className="text-sm text-muted-foreground">
      {`${documentFormat(document.file.mime_type)} · ${formatFileSize(document.file.size)} · enviado por ${document.uploaded_by.name} em ${formatDate(document.uploaded_at)} · ${downloadsText(document.downloads)}`}
    </p>
  );
}

/** The older versions of the document, loaded when opened. */
function OlderVersions({ document }: { document: DocumentItem }) {
  const versions = useDocumentVersions(document.id, true);
  if (versions.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Carregando versões...
      </p>
    );
  }
  if (versions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {`Não foi possível carregar as versões. ${versions.error.message}`}
      </p>
    );
  }
  const older = versions.data.filter((v) => v.id !== document.id);
  return (
    <ul className="grid gap-3" aria-label={`Versões anteriores de ${document.name}`}>
      {older.map((version) => (
        <li key={version.id} className="grid min-w-0 gap-2 rounded-lg bg-muted/50 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{`Versão ${version.version}`}</span>
            <DocumentStatusBadge status={version.status} />
          </div>
          <VersionFacts document={version} />
          {version.review_comment && (
            <p className="text-sm break-words">{`Comentário do jurídico: ${version.review_comment}`}</p>
          )}
          <DocumentActions document={version} />
        </li>
      ))}
    </ul>
  );
}

/** One document of the repository: its newest version the user may read, with the older ones on demand. */
export function DocumentCard({ document }: { document: DocumentItem }) {
  const [showVersions, setShowVersions] = useState(false);
  const isImage = document.file.mime_type.startsWith("image/");
  const Icon = isImage ? ImageIcon : FileText;
  const versionsId = `versions-${document.id}`;
  return (
    <article className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5" aria-label={document.name}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold break-words">{document.name}</h3>
            <DocumentStatusBadge status={document.status} />
          </div>
          <p className="text-sm break-words">{document.project.title}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{DOCUMENT_CATEGORY_LABELS[document.category]}</Badge>
            <Badge variant="outline">{`Versão ${document.version}`}</Badge>
            <Badge variant="outline">
              <span className="sr-only">Visível para: </span>
              {DOCUMENT_VISIBILITY_LABELS[document.visibility]}
            </Badge>
          </div>
          <VersionFacts document={document} />
          {document.review_comment && (
            <p className="text-sm break-words">{`Comentário do jurídico: ${document.review_comment}`}</p>
          )}
        </div>
      </div>
      <DocumentActions document={document} />
      {document.version_count > 1 && (
        <div className="grid gap-3 border-t pt-3">
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-expanded={showVersions}
            aria-controls={versionsId}
            onClick={() => setShowVersions((open) => !open)}
          >
            <ChevronDown
              className={showVersions ? "rotate-180 transition-transform" : "transition-transform"}
              aria-hidden="true"
            />
            {showVersions ? "Ocultar versões anteriores" : `Versões anteriores (${document.version_count - 1})`}
          </Button>
          <div id={versionsId} hidden={!showVersions}>
            {showVersions && <OlderVersions document={document} />}
          </div>
        </div>
      )}
    </article>
  );
}
