import { CalendarDays, CheckCircle2, MapPin } from "lucide-react";
import { SUPPLIER_CATEGORY_LABELS } from "@alicerce/shared/suppliers";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { CompleteButton, DecisionButtons } from "./quotation-actions";
import { QuotationDetailsDialog } from "./quotation-details-dialog";
import { QuotationStatusBadge } from "./quotation-status-badge";
import { ReviewDialog } from "./review-dialog";
import { SupplierResponse } from "./supplier-response";

/** A request the user sent (docs/product/quotations.md#quotation-list), with what the requester may do now. */
export function SentQuotationCard({ quotation }: { quotation: Quotation }) {
  const titleId = `quotation-${quotation.id}-title`;
  const { viewer } = quotation;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {quotation.project_name}
          </h3>
          <p className="text-sm">
            <span className="font-medium">{quotation.supplier.company_name}</span>
            <span className="text-muted-foreground"> · {SUPPLIER_CATEGORY_LABELS[quotation.supplier.category]}</span>
          </p>
        </div>
        <QuotationStatusBadge status={quotation.status} className="mt-1 shrink-0" />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          <span className="sr-only">Enviada em</span>
          {formatDate(quotation.created_at)}
        </li>
        <li className="flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {quotation.supplier.location_city}/{quotation.supplier.location_state}
        </li>
      </ul>
      <p className="line-clamp-3 text-sm whitespace-pre-line">{quotation.description}</p>
      <SupplierResponse quotation={quotation} />
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        <QuotationDetailsDialog quotation={quotation} />
        {viewer.can_decide && <DecisionButtons quotation={quotation} />}
        {viewer.can_complete && <CompleteButton quotation={quotation} />}
        {viewer.can_review && <ReviewDialog quotation={quotation} />}
        {viewer.reviewed && (
          <Badge variant="secondary" className="h-8 gap-1 px-3 text-sm text-success">
            <CheckCircle2 aria-hidden="true" className="size-4!" />
            Avaliado
          </Badge>
        )}
      </div>
    </article>
  );
}
