import type { ReactNode } from "react";
import { Download, Eye } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { SUPPLIER_CATEGORY_LABELS } from "@alicerce/shared/suppliers";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatDate, formatFileSize } from "@/lib/format";
import { QuotationStatusBadge } from "./quotation-status-badge";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";

const when = (value: string) => dateAndTime(value);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Timeline({ quotation }: { quotation: Quotation }) {
  const steps: [string, string | null][] = [
    ["Solicitada", quotation.created_at],
    ["Respondida", quotation.responded_at],
    [quotation.status === "rejeitado" ? "Recusada" : "Aprovada", quotation.decided_at],
    ["Concluída", quotation.completed_at],
  ];
  // A declined quotation ends there.
  if (quotation.status === "rejeitado") steps.pop();
  return (
    <ol className="grid gap-3 border-l pl-4">
      {steps.map(([label, at]) => (
        <li key={label} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${at ? "bg-primary" : "border bg-background"}`}
          />
          <p className={`text-sm font-medium ${at ? "" : "text-muted-foreground"}`}>{label}</p>
          <p className="text-xs text-muted-foreground">{at ? <time dateTime={at}>{when(at)}</time> : "Ainda não"}</p>
        </li>
      ))}
    </ol>
  );
}

/** "Detalhes": every field of the quotation, its attachments and its timeline. */
export function QuotationDetailsDialog({ quotation }: { quotation: Quotation }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <Eye aria-hidden="true" />
          Detalhes
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="leading-snug">{quotation.project_name}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <QuotationStatusBadge status={quotation.status} />
            <span>Solicitada em {formatDate(quotation.created_at)}</span>
          </DialogDescription>
        </DialogHeader>
        <section aria-label="Pedido" className="grid gap-3">
          <dl className="grid gap-3">
            <Row label="Fornecedor">
              {quotation.supplier.company_name} · {SUPPLIER_CATEGORY_LABELS[quotation.supplier.category]} ·{" "}
              {quotation.supplier.location_city}/{quotation.supplier.location_state}
            </Row>
            <Row label="Cliente">{quotation.requester.name || "Cliente"}</Row>
            <Row label="Prazo desejado">{formatDate(quotation.desired_deadline)}</Row>
            <Row label="Descrição">
              <span className="font-normal whitespace-pre-line">{quotation.description}</span>
            </Row>
            <Row label="Observações">
              <span className="font-normal whitespace-pre-line">{quotation.notes || "—"}</span>
            </Row>
            <Row label="Anexos">
              {quotation.attachments.length === 0 ? (
                "Nenhum anexo"
              ) : (
                <ul className="grid gap-1.5">
                  {quotation.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.download_url}
                        download={file.name}
                        className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                      >
                        <Download className="size-4 shrink-0" aria-hidden="true" />
                        <span className="break-all">{file.name}</span>
                        <span className="font-normal text-muted-foreground">({formatFileSize(file.size)})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Row>
          </dl>
        </section>
        <section aria-labelledby={`response-${quotation.id}`} className="grid gap-3 border-t pt-4">
          <h3 id={`response-${quotation.id}`} className="font-semibold">
            Resposta do fornecedor
          </h3>
          {quotation.supplier_response == null && quotation.estimated_price == null ? (
            <p className="text-sm text-muted-foreground">O fornecedor ainda não respondeu.</p>
          ) : (
            <dl className="grid gap-3">
              <Row label="Preço estimado">
                {quotation.estimated_price != null ? formatBRL(quotation.estimated_price) : "—"}
              </Row>
              <Row label="Prazo de entrega">
                {quotation.estimated_delivery_days != null ? `${quotation.estimated_delivery_days} dias` : "—"}
              </Row>
              <Row label="Mensagem">
                <span className="font-normal whitespace-pre-line">{quotation.supplier_response || "—"}</span>
              </Row>
            </dl>
          )}
        </section>
        <section aria-labelledby={`timeline-${quotation.id}`} className="grid gap-3 border-t pt-4">
          <h3 id={`timeline-${quotation.id}`} className="font-semibold">
            Histórico
          </h3>
          <Timeline quotation={quotation} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
