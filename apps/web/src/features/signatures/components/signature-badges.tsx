import {
  SIGNATURE_STATUS_LABELS,
  SIGNER_STATUS_LABELS,
  type SignatureStatus,
  type SignerStatus,
} from "@alicerce/shared/signatures";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STATUS_STYLES: Record<SignatureStatus, string> = {
  pending: "border-transparent bg-highlight/25 text-highlight-foreground",
  signed: "border-transparent bg-success/15 text-success",
  expired: "border-transparent bg-secondary text-secondary-foreground",
  rejected: "border-transparent bg-destructive/10 text-destructive",
  cancelled: "border-transparent bg-muted text-muted-foreground line-through decoration-1",
};

export function SignatureStatusBadge({ status, className }: { status: SignatureStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status], className)}>
      <span className="sr-only">Status: </span>
      {SIGNATURE_STATUS_LABELS[status]}
    </Badge>
  );
}

const SIGNER_STYLES: Record<SignerStatus, string> = {
  pending: "text-muted-foreground",
  signed: "text-success",
  rejected: "text-destructive",
};

export function SignerStatusText({ status }: { status: SignerStatus }) {
  return <span className={cn("text-xs font-medium", SIGNER_STYLES[status])}>{SIGNER_STATUS_LABELS[status]}</span>;
}
