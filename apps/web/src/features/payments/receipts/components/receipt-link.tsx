import { FileText } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { receiptPdfUrl } from "@/api/payments/receipts";

/**
 * "Comprovante": downloads a receipt's PDF (docs/product/payments.md#comprovantes). For every payment
 * screen that shows a movement with a receipt (a paid Pix, a refund, a release, a payout). In a list,
 * `label` tells the links apart for screen readers ("Baixar comprovante: Pix recebido, 06/12/2026").
 */
export function ReceiptLink({
  receiptId,
  label,
  className,
}: {
  receiptId: string;
  label?: string;
  className?: string;
}) {
  return (
    <a
      href={receiptPdfUrl(receiptId)}
      download
      aria-label={label}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      <FileText aria-hidden="true" />
      Comprovante
    </a>
  );
}
