import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="secondary" className={cn("gap-1 text-success", className)}>
      <BadgeCheck aria-hidden="true" />
      Verificado
    </Badge>
  );
}
