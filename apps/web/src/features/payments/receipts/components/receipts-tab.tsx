import { ReceiptText, ShieldCheck } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { RECEIPT_KIND_LABELS } from "@alicerce/shared/payments-receipts";
import { appPaths } from "@alicerce/shared/routes";
import { dateAndTime, dayOf } from "@alicerce/shared/sao-paulo-time";
import type { Receipt } from "@alicerce/shared/schemas/payments-receipts";
import { LoadMore } from "@/components/list/load-more";
import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useMyReceipts } from "@/api/payments/receipts";
import { SandboxNotice } from "../../components/sandbox-notice";
import { ReceiptLink } from "./receipt-link";
import { ReceiptParty } from "./receipt-parties";

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const label = RECEIPT_KIND_LABELS[receipt.kind];
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3 font-medium">
          <span>{label}</span>
          <span className="tabular-nums">{formatBRL(receipt.amount)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={receipt.occurred_at}>{dateAndTime(receipt.occurred_at)}</time>
          {receipt.project_title && ` · ${receipt.project_title}`}
        </p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Pagador</dt>
            <dd className="font-medium">
              <ReceiptParty party={receipt.payer} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Recebedor</dt>
            <dd className="font-medium">
              <ReceiptParty party={receipt.payee} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <ReceiptLink receiptId={receipt.id} label={`Baixar comprovante: ${label}, ${dayOf(receipt.occurred_at)}`} />
        <a
          href={appPaths.receiptCheck(receipt.check_code)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Conferir autenticidade: ${label}, ${dayOf(receipt.occurred_at)}`}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <ShieldCheck aria-hidden="true" />
          Conferir
        </a>
      </div>
    </li>
  );
}

/**
 * Minha Conta → "Comprovantes" (docs/product/payments.md#comprovantes): the receipts of every movement
 * the person is a party to, newest first, "Carregar mais" for older ones.
 */
export function ReceiptsTab() {
  const query = useMyReceipts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Comprovantes</h2>
        </CardTitle>
        <CardDescription>
          Um comprovante para cada Pix pago, devolução, liberação e pagamento recebido de que você é parte, com um QR
          Code que qualquer pessoa pode usar para conferir a autenticidade.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando comprovantes..." rows={["h-24", "h-24"]} className="grid gap-3" />}
          errorTitle="Não foi possível carregar os comprovantes."
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            <EmptyState
              icon={ReceiptText}
              title="Nenhum comprovante ainda"
              description="Quando um pagamento seu for confirmado, devolvido ou pago a você, o comprovante aparece aqui."
            />
          }
          before={(data) => data.pages[0]?.sandbox && <SandboxNotice />}
          after={() => (
            <LoadMore query={query} errorText="Não foi possível carregar mais comprovantes. Tente novamente." />
          )}
        >
          {(data) => (
            <ul className="grid gap-3" aria-label="Comprovantes">
              {data.pages
                .flatMap((page) => page.items)
                .map((receipt) => (
                  <ReceiptRow key={receipt.id} receipt={receipt} />
                ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
