import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { usePortfolioOverview } from "@/api/portfolio/get-portfolio-overview";
import { CreatorOverview } from "./creator-overview";
import { InvestorOverview } from "./investor-overview";
import { LegalOverview } from "./legal-overview";
import { SupplierOverview } from "./supplier-overview";

/**
 * Minha Conta's "Visão Geral" tab (docs/product/account-and-notifications.md#overview-by-type): the
 * figures of the account's type, from the server.
 */
export function AccountOverview() {
  const { data, isPending, isError, refetch } = usePortfolioOverview();
  if (isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4">
        <span className="sr-only">Carregando visão geral...</span>
        <Skeleton aria-hidden="true" className="h-28 rounded-xl" />
        <Skeleton aria-hidden="true" className="h-48 rounded-xl" />
      </div>
    );
  }
  if (isError) {
    return <LoadError title="Não foi possível carregar a visão geral." onRetry={refetch} compact />;
  }
  switch (data.kind) {
    case "investor":
      return <InvestorOverview overview={data} />;
    case "creator":
      return <CreatorOverview overview={data} />;
    case "legal":
      return <LegalOverview overview={data} />;
    case "supplier":
      return <SupplierOverview overview={data} />;
  }
}
