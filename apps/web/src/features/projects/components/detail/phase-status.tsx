import { CheckCircle2, CircleDashed, Clock } from "lucide-react";
import { PHASE_STATUS_LABELS, type PhaseStatus } from "@alicerce/shared/projects";
import { cn } from "@/lib/cn";

const ICONS = { completed: CheckCircle2, "in-progress": Clock, pending: CircleDashed } as const;
const COLORS: Record<PhaseStatus, string> = {
  completed: "text-success",
  "in-progress": "text-highlight-foreground",
  pending: "text-muted-foreground",
};

export function PhaseStatusIcon({ status, className }: { status: PhaseStatus; className?: string }) {
  const Icon = ICONS[status];
  return <Icon className={cn("size-5", COLORS[status], className)} aria-hidden="true" />;
}

export function PhaseStatusLabel({ status }: { status: PhaseStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium",
        status === "completed" && "bg-success/15 text-success",
        status === "in-progress" && "bg-highlight/25 text-highlight-foreground",
        status === "pending" && "bg-muted text-muted-foreground",
      )}
    >
      {PHASE_STATUS_LABELS[status]}
    </span>
  );
}
