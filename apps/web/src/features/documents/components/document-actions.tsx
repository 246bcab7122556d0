import { Download, Eye, Trash2 } from "lucide-react";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import { ConfirmAction } from "@/components/confirm-action";
import { buttonVariants } from "@/components/ui/button-variants";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useDeleteDocument, useRefreshAfterDownload } from "@/api/documents/delete-document";
import { QrCodeDialog } from "./qr-code-dialog";

/** View (a new tab: PDFs and images show there), download, QR Code and, for its uploader or an admin, delete. */
export function DocumentActions({ document }: { document: DocumentItem }) {
  const remove = useDeleteDocument();
  const refresh = useRefreshAfterDownload();
  const label = `${document.name} (versão ${document.version})`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={document.view_url}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={`Visualizar ${label}`}
      >
        <Eye aria-hidden="true" />
        Visualizar
      </a>
      <a
        href={document.download_url}
        download
        onClick={refresh}
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={`Baixar ${label}`}
      >
        <Download aria-hidden="true" />
        Baixar
      </a>
      <QrCodeDialog document={document} />
      {document.can_delete && (
        <ConfirmAction
          layout="inline"
          label="Excluir"
          accessibleLabel={`Excluir ${label}`}
          icon={<Trash2 aria-hidden="true" />}
          title="Excluir documento?"
          description={`${label} será excluído para todos. As versões anteriores continuam disponíveis. Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            whenDone(remove.mutateAsync(document), () =>
              toast({ title: "Documento excluído", description: `${label} foi excluído.` }),
            )
          }
        />
      )}
    </div>
  );
}
