import { ImageOff } from "lucide-react";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { EmptyState } from "@/components/ui/empty-state";

export function SupplierPortfolioTab({ supplier }: { supplier: SupplierDetail }) {
  if (supplier.portfolio.length === 0)
    return <EmptyState icon={ImageOff} title="Nenhuma imagem de portfólio disponível" />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {supplier.portfolio.map((image, i) => (
        <li key={image.id} className="overflow-hidden rounded-lg border bg-muted">
          <a
            href={image.url}
            target="_blank"
            rel="noreferrer"
            className="block outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <img
              src={image.url}
              alt={`Portfólio de ${supplier.company_name}, imagem ${i + 1}`}
              loading="lazy"
              decoding="async"
              className="aspect-square size-full object-cover transition-transform hover:scale-[1.03]"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
