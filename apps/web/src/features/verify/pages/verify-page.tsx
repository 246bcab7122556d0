import { useParams } from "react-router";
import { FileQuestion, ShieldCheck } from "lucide-react";
import { appRoutes } from "@alicerce/shared/routes";
import { DOCUMENT_STATUS_LABELS } from "@alicerce/shared/documents";
import { Logo } from "@/components/brand/logo";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiRequestError } from "@/lib/api-client";
import { formatDate, formatFileSize } from "@/lib/format";
import { useVerification } from "@/api/documents/get-verification";
import { FileCheck } from "../components/file-check";
import { SealedCopy } from "../components/sealed-copy";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * /verificar/{code} (public, no login): what the document's QR Code leads to. Shows the document's
 * name, project, version, status, upload date and SHA-256, for a signed contract also its sealed
 * PDF's SHA-256, the sealing time and the signers, and checks a file against them in the browser
 * (docs/product/documents-and-signatures.md#public-verification).
 */
export function VerifyPage() {
  const { code = "" } = useParams();
  const verification = useVerification(code);
  useDocumentTitle("Verificação de documento");
  const data = verification.data;
  const unknown = verification.error instanceof ApiRequestError && verification.error.status === 404;

  return (
    <div className="min-h-svh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3">
          <Logo to={appRoutes.landing} />
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <ShieldCheck className="size-7 shrink-0 text-primary" aria-hidden="true" />
            Verificação de documento
          </h1>
          <p className="mt-1 text-muted-foreground">
            Confira a autenticidade de um documento registrado na plataforma Alicerce.
          </p>
        </div>
        {verification.isPending ? (
          <div className="grid gap-3 rounded-xl border bg-card p-6" aria-label="Carregando">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : unknown ? (
          <EmptyState
            role="alert"
            icon={FileQuestion}
            className="bg-card"
            title="Documento não encontrado"
            description={verification.error?.message}
          />
        ) : verification.isError ? (
          <LoadError
            title="Não foi possível verificar o documento."
            error={verification.error}
            onRetry={verification.refetch}
            className="bg-card"
          />
        ) : (
          data && (
            <>
              <section
                aria-labelledby="document-facts"
                className="grid min-w-0 gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
              >
                <h2 id="document-facts" className="text-lg font-semibold break-words">
                  {data.name}
                </h2>
                <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
                  <Fact label="Projeto">{data.project_title}</Fact>
                  <Fact label="Versão">{data.version}</Fact>
                  <Fact label="Status">{DOCUMENT_STATUS_LABELS[data.status]}</Fact>
                  <Fact label="Enviado em">{formatDate(data.uploaded_at)}</Fact>
                  <Fact label="Arquivo">{`${data.format} · ${formatFileSize(data.size)}`}</Fact>
                  <div className="grid min-w-0 gap-0.5 sm:col-span-2">
                    <dt className="text-sm text-muted-foreground">
                      {data.signed ? "SHA-256 do documento original" : "SHA-256"}
                    </dt>
                    <dd className="font-mono text-sm break-all" data-testid="document-sha256">
                      {data.sha256}
                    </dd>
                  </div>
                </dl>
              </section>
              {data.signed && <SealedCopy signed={data.signed} />}
              <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
                <FileCheck
                  expectedSha256={data.sha256}
                  signedSha256={data.signed?.sha256 ?? null}
                  documentName={data.name}
                />
              </div>
            </>
          )
        )}
      </main>
    </div>
  );
}
