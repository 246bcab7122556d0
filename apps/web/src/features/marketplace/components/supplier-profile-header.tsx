import { appPaths } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { CheckCircle2, MapPin, Send, Star, UserRoundPen } from "lucide-react";
import { formatRating } from "@alicerce/shared/suppliers";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { initials } from "@/lib/format";
import { categoryLabel, completedText, reviewCountText } from "./supplier-options";
import { VerifiedBadge } from "./verified-badge";

/** The profile's header: who, where, how well rated, and what the viewer can do. */
export function SupplierProfileHeader({ supplier, onEdit }: { supplier: SupplierDetail; onEdit: () => void }) {
  return (
    <header className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <Avatar className="size-16 text-lg sm:size-20">
          <AvatarFallback className="text-xl">{initials(supplier.company_name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{supplier.company_name}</h1>
            {supplier.verified && <VerifiedBadge />}
          </div>
          <p className="font-medium text-primary">{categoryLabel(supplier.category)}</p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {supplier.location_city}/{supplier.location_state}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <li className="flex items-center gap-1">
              <Star className="size-4 fill-highlight text-highlight" aria-hidden="true" />
              <span className="font-semibold">
                <span className="sr-only">Nota média </span>
                {formatRating(supplier.rating)}
              </span>
              <span className="text-muted-foreground">({reviewCountText(supplier.review_count)})</span>
            </li>
            <li className="flex items-center gap-1 text-muted-foreground">
              <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
              {completedText(supplier.completed_count)}
            </li>
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        {supplier.is_owner ? (
          <Button variant="outline" onClick={onEdit}>
            <UserRoundPen aria-hidden="true" />
            Editar cadastro
          </Button>
        ) : (
          <Link to={appPaths.requestQuotation(supplier.id)} className={buttonVariants({ variant: "highlight" })}>
            <Send aria-hidden="true" />
            Solicitar cotação
          </Link>
        )}
      </div>
    </header>
  );
}
