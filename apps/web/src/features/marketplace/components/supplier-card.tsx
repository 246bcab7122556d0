import { appPaths } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { CheckCircle2, Clock, MapPin } from "lucide-react";
import type { SupplierCard as SupplierCardData } from "@alicerce/shared/schemas/suppliers";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";
import { categoryLabel, deliveryText } from "./supplier-options";
import { SupplierRating } from "./supplier-rating";
import { VerifiedBadge } from "./verified-badge";

export function SupplierCard({ supplier }: { supplier: SupplierCardData }) {
  const titleId = `supplier-${supplier.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        {supplier.cover_image_url ? (
          <img
            src={supplier.cover_image_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/15 via-secondary to-highlight/25">
            <span aria-hidden="true" className="text-4xl font-bold tracking-wide text-primary/70">
              {initials(supplier.company_name)}
            </span>
          </div>
        )}
        {supplier.verified && <VerifiedBadge className="absolute top-3 left-3 bg-background/95 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="grid gap-1.5">
          <h3 id={titleId} className="line-clamp-2 text-lg leading-snug font-semibold">
            {supplier.company_name}
          </h3>
          <p className="text-sm font-medium text-primary">{categoryLabel(supplier.category)}</p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {supplier.location_city}/{supplier.location_state}
          </p>
        </div>
        <SupplierRating rating={supplier.rating} count={supplier.review_count} />
        <dl className="mt-auto grid grid-cols-2 gap-2 border-t pt-4 text-sm">
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              Concluídos
            </dt>
            <dd className="font-medium">{supplier.completed_count}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" />
              Prazo médio
            </dt>
            <dd className="font-medium">{deliveryText(supplier.average_delivery_days)}</dd>
          </div>
        </dl>
        {/* Side by side while both labels fit whole; in a narrow card the second button drops below. */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2">
          <Link
            to={appPaths.supplierProfile(supplier.id)}
            className={buttonVariants({ variant: "outline" })}
            aria-label={`Ver perfil de ${supplier.company_name}`}
          >
            Ver perfil
          </Link>
          <Link
            to={appPaths.requestQuotation(supplier.id)}
            className={cn(buttonVariants({ variant: "default" }), "px-2")}
            aria-label={`Solicitar cotação a ${supplier.company_name}`}
          >
            Solicitar cotação
          </Link>
        </div>
      </div>
    </article>
  );
}
