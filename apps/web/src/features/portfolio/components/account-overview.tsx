import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
import type { PortfolioOverview } from "@alicerce/shared/schemas/portfolio";
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
  const query = usePortfolioOverview();
  return (
    <QueryStates
      query={query}
      pending={
        <SectionLoading
          label="Carregando visão geral..."
          rows={["h-28 rounded-xl", "h-48 rounded-xl"]}
          className="grid gap-4"
        />
      }
      errorTitle="Não foi possível carregar a visão geral."
      showCause={false}
      compact
    >
      {(data) => <Overview overview={data} />}
    </QueryStates>
  );
}

/** The figures of the account's type. */
function Overview({ overview }: { overview: PortfolioOverview }) {
  switch (overview.kind) {
    case "investor":
      return <InvestorOverview overview={overview} />;
    case "creator":
      return <CreatorOverview overview={overview} />;
    case "legal":
      return <LegalOverview overview={overview} />;
    case "supplier":
      return <SupplierOverview overview={overview} />;
  }
}
