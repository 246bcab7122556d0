import { PROJECT_STATUS_LABELS, type ProjectStatus } from "@alicerce/shared/projects";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STATUS_CLASSES: Record<ProjectStatus, string> = {
  draft: "border-border bg-muted text-muted-foreground",
  planning: "border-transparent bg-secondary text-secondary-foreground",
  funding_open: "border-transparent bg-highlight text-highlight-foreground",
  in_progress: "border-transparent bg-primary text-primary-foreground",
  completed: "border-transparent bg-success text-white",
};

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return <Badge className={cn(STATUS_CLASSES[status], className)}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
