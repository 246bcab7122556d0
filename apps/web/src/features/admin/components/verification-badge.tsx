import { BadgeCheck, CircleDashed } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** "Verificado" or "Não verificado", the same words as the profile card (docs/product/admin.md). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="secondary" className="text-success">
      <BadgeCheck aria-hidden="true" />
      Verificado
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      <CircleDashed aria-hidden="true" />
      Não verificado
    </Badge>
  );
}
