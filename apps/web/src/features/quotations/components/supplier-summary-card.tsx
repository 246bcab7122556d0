import { MapPin, UserRound } from "lucide-react";
import { SUPPLIER_CATEGORY_LABELS } from "@alicerce/shared/suppliers";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { initials } from "@/lib/format";

/** docs/product/quotations.md#request-form: the supplier the request goes to (initials, company, category, city/state, owner). */
export function SupplierSummaryCard({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Fornecedor</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Avatar className="size-12">
            <AvatarFallback className="text-sm">{initials(supplier.company_name)}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold break-words">{supplier.company_name}</p>
            <p className="text-sm text-primary">{SUPPLIER_CATEGORY_LABELS[supplier.category]}</p>
          </div>
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-center gap-2 text-muted-foreground">
            <dt>
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">Localização</span>
            </dt>
            <dd>
              {supplier.location_city}/{supplier.location_state}
            </dd>
          </div>
          <div className="flex items-center gap-2 text-muted-foreground">
            <dt>
              <UserRound className="size-4" aria-hidden="true" />
              <span className="sr-only">Responsável</span>
            </dt>
            <dd>{supplier.owner.name}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
