import { Download, FileText, Lock } from "lucide-react";
import { PROJECT_DOCUMENT_TYPE_LABELS } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate, formatFileSize } from "@/lib/format";

export function ProjectDocumentsTab({ documents }: { documents: ProjectDetail["documents"] }) {
  if (documents.length === 0) return <EmptyState icon={FileText} title="Nenhum documento disponível." />;
  return (
    <ul className="grid gap-3">
      {documents.map((doc) => (
        <li
          key={doc.id}
          className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate font-medium">{doc.name}</p>
              <p className="text-sm text-muted-foreground">
                {PROJECT_DOCUMENT_TYPE_LABELS[doc.type]} · {formatFileSize(doc.size)} · {formatDate(doc.created_at)}
              </p>
            </div>
          </div>
          {doc.download_url ? (
            <a
              href={doc.download_url}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={`Baixar ${doc.name}`}
            >
              <Download aria-hidden="true" />
              Baixar
            </a>
          ) : (
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden="true" />
              Acesso restrito à equipe do projeto
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
