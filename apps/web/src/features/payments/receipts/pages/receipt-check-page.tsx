import { useParams } from "react-router";
import { BadgeCheck, CircleAlert, FileQuestion, ShieldCheck } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { RECEIPT_KIND_LABELS } from "@alicerce/shared/payments-receipts";
import { appRoutes } from "@alicerce/shared/routes";
import { evidenceMoment } from "@alicerce/shared/sao-paulo-time";
import { Logo } from "@/components/brand/logo";
import { LoadError } from "@/components/load-error";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiRequestError } from "@/lib/api-client";
import { useReceiptCheck } from "@/api/payments/receipts";
import { SandboxNotice } from "../../components/sandbox-notice";
import { ReceiptParty } from "../components/receipt-parties";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * /comprovante/{code} (public, no login): what a receipt's QR Code leads to. Shows exactly what the
 * PDF prints, documents masked, and whether the movement stands in the ledger
 * (docs/product/payments.md#comprovantes, docs/decisions/117-payment-receipts.md).
 */
export function ReceiptCheckPage() {
  const { code = "" } = useParams();
  const check = useReceiptCheck(code);
  useDocumentTitle("Verificação de comprovante");
  const data = check.data;
  const unknown = check.error instanceof ApiRequestError && check.error.status === 404;

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
            Verificação de comprovante
          </h1>
          <p className="mt-1 text-muted-foreground">
            Confira se um comprovante de pagamento foi emitido pela plataforma Alicerce.
          </p>
        </div>
        {check.isPending ? (
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
            title="Comprovante não encontrado"
            description={check.error?.message}
          />
        ) : check.isError ? (
          <LoadError
            title="Não foi possível verificar o comprovante."
            error={check.error}
            onRetry={check.refetch}
            className="bg-card"
          />
        ) : (
          data && (
            <section
              aria-labelledby="receipt-facts"
              className="grid min-w-0 gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
            >
              {data.sandbox && <SandboxNotice />}
              {data.valid ? (
                <p role="status" className="flex items-center gap-2 font-medium text-emerald-700">
                  <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
                  Comprovante válido: a movimentação está registrada no Alicerce.
                </p>
              ) : (
                <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
                  <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
                  Comprovante sem validade: a movimentação foi estornada.
                </p>
              )}
              <h2 id="receipt-facts" className="text-lg font-semibold">
                {RECEIPT_KIND_LABELS[data.kind]} · {formatBRL(data.amount)}
              </h2>
              <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
                <Fact label="Data e hora">{evidenceMoment(data.occurred_at)}</Fact>
                {data.project_title && <Fact label="Projeto">{data.project_title}</Fact>}
                <Fact label="Pagador">
                  <ReceiptParty party={data.payer} />
                </Fact>
                <Fact label="Recebedor">
                  <ReceiptParty party={data.payee} />
                </Fact>
                <div className="grid min-w-0 gap-0.5 sm:col-span-2">
                  <dt className="text-sm text-muted-foreground">Identificador Pix (endToEndId)</dt>
                  <dd className="font-mono text-sm break-all" data-testid="receipt-end-to-end-id">
                    {data.end_to_end_id ?? "Movimentação interna na conta de garantia (sem Pix)"}
                  </dd>
                </div>
              </dl>
              <p className="text-sm text-muted-foreground">
                CPF parcialmente oculto. Compare estes dados com os do PDF que você recebeu: devem ser os mesmos.
              </p>
            </section>
          )
        )}
      </main>
    </div>
  );
}
