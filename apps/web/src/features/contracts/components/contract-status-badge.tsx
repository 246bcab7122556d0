import { CONTRACT_STATUS_LABELS, type ContractStatus } from "@alicerce/shared/contracts";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STYLES: Record<ContractStatus, string> = {
  ativo: "border-transparent bg-success/15 text-success",
  pendente: "border-transparent bg-highlight/25 text-highlight-foreground",
  finalizado: "border-transparent bg-secondary text-secondary-foreground",
  cancelado: "border-transparent bg-destructive/10 text-destructive",
};

export function ContractStatusBadge({ status, className }: { status: ContractStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)}>
      <span className="sr-only">Status: </span>
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
