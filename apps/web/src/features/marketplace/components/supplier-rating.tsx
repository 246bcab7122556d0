import { Star } from "lucide-react";
import { formatRating } from "@alicerce/shared/suppliers";
import { cn } from "@/lib/cn";
import { reviewCountText } from "./supplier-options";

/** "★ 4,7 (12 avaliações)", or "Sem avaliações" before the first review. */
export function SupplierRating({
  rating,
  count,
  className,
}: {
  rating: number | null;
  count: number;
  className?: string;
}) {
  if (rating === null || count === 0) {
    return (
      <span className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground", className)}>
        <Star className="size-4" aria-hidden="true" />
        Sem avaliações
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star className="size-4 fill-highlight text-highlight" aria-hidden="true" />
      <span className="font-semibold">
        <span className="sr-only">Nota </span>
        {formatRating(rating)}
      </span>
      <span className="text-muted-foreground">({reviewCountText(count)})</span>
    </span>
  );
}
