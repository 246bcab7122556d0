import { formatBRL } from "@alicerce/shared/brazilian";
import type { Quotation } from "@alicerce/shared/schemas/quotations";

/** The supplier's answer on a card: price, delivery days and message. */
export function SupplierResponse({
  quotation,
  title = "Resposta do fornecedor",
}: {
  quotation: Quotation;
  title?: string;
}) {
  if (quotation.estimated_price == null) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm">
      <p className="font-medium">{title}</p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">Preço estimado</dt>
          <dd className="font-semibold">{formatBRL(quotation.estimated_price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Prazo de entrega</dt>
          <dd className="font-semibold">
            {quotation.estimated_delivery_days != null ? `${quotation.estimated_delivery_days} dias` : "—"}
          </dd>
        </div>
      </dl>
      {quotation.supplier_response && (
        <p className="line-clamp-3 whitespace-pre-line text-muted-foreground">{quotation.supplier_response}</p>
      )}
    </div>
  );
}
