import { CalendarClock, CalendarDays, Paperclip, UserRound } from "lucide-react";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { formatDate } from "@/lib/format";
import { CompleteButton } from "./quotation-actions";
import { QuotationDetailsDialog } from "./quotation-details-dialog";
import { QuotationStatusBadge } from "./quotation-status-badge";
import { RespondDialog } from "./respond-dialog";
import { SupplierResponse } from "./supplier-response";

/** A request a client sent to the user's supplier record (docs/product/quotations.md#quotation-list). */
export function ReceivedQuotationCard({ quotation }: { quotation: Quotation }) {
  const titleId = `quotation-${quotation.id}-title`;
  const { viewer } = quotation;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {quotation.project_name}
          </h3>
          <p className="flex items-center gap-1 text-sm">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Cliente:</span>
            <span className="font-medium">{quotation.requester.name || "Cliente"}</span>
          </p>
        </div>
        <QuotationStatusBadge status={quotation.status} className="mt-1 shrink-0" />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt>
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">Recebida em</span>
          </dt>
          <dd>{formatDate(quotation.created_at)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden="true" />
            Prazo desejado:
          </dt>
          <dd>{formatDate(quotation.desired_deadline)}</dd>
        </div>
        {quotation.attachments.length > 0 && (
          <div className="flex items-center gap-1">
            <dt>
              <Paperclip className="size-4" aria-hidden="true" />
              <span className="sr-only">Anexos</span>
            </dt>
            <dd>{quotation.attachments.length === 1 ? "1 anexo" : `${quotation.attachments.length} anexos`}</dd>
          </div>
        )}
      </dl>
      <p className="line-clamp-3 text-sm whitespace-pre-line">{quotation.description}</p>
      <SupplierResponse quotation={quotation} title="Sua resposta" />
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        <QuotationDetailsDialog quotation={quotation} />
        {viewer.can_respond && <RespondDialog quotation={quotation} />}
        {viewer.can_complete && <CompleteButton quotation={quotation} />}
      </div>
    </article>
  );
}
