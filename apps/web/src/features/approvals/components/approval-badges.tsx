import {
  APPROVAL_PRIORITY_LABELS,
  APPROVAL_STATUS_LABELS,
  type ApprovalPriority,
  type ApprovalStatus,
} from "@alicerce/shared/approvals";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STATUS_STYLES: Record<ApprovalStatus, string> = {
  pendente: "border-transparent bg-highlight/25 text-highlight-foreground",
  em_analise: "border-transparent bg-primary/10 text-primary",
  aprovado: "border-transparent bg-success/15 text-success",
  rejeitado: "border-transparent bg-destructive/10 text-destructive",
};

export function ApprovalStatusBadge({ status, className }: { status: ApprovalStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status], className)}>
      <span className="sr-only">Status: </span>
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}

const PRIORITY_STYLES: Record<ApprovalPriority, string> = {
  alta: "border-destructive/40 text-destructive",
  media: "border-highlight/60 text-highlight-foreground",
  baixa: "text-muted-foreground",
};

export function PriorityBadge({ priority }: { priority: ApprovalPriority }) {
  return (
    <Badge variant="outline" className={PRIORITY_STYLES[priority]}>
      Prioridade {APPROVAL_PRIORITY_LABELS[priority]}
    </Badge>
  );
}
