import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "@alicerce/shared/documents";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STYLES: Record<DocumentStatus, string> = {
  approved: "border-transparent bg-success/15 text-success",
  pending: "border-transparent bg-highlight/25 text-highlight-foreground",
  rejected: "border-transparent bg-destructive/10 text-destructive",
  signed: "border-transparent bg-primary/10 text-primary",
};

export function DocumentStatusBadge({ status, className }: { status: DocumentStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[status], className)}>
      <span className="sr-only">Status: </span>
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
