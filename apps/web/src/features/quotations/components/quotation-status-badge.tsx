import { QUOTATION_STATUS_LABELS, type QuotationStatus } from "@alicerce/shared/suppliers";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STYLES: Record<QuotationStatus, string> = {
  pendente: "border-transparent bg-highlight/25 text-highlight-foreground",
  respondido: "border-transparent bg-primary/10 text-primary",
  aprovado: "border-transparent bg-success/15 text-success",
  rejeitado: "border-transparent bg-destructive/10 text-destructive",
  concluido: "border-transparent bg-secondary text-secondary-foreground",
};

export function QuotationStatusBadge({ status, className }: { status: QuotationStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)}>
      <span className="sr-only">Status: </span>
      {QUOTATION_STATUS_LABELS[status]}
    </Badge>
  );
}
