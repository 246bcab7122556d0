import { CONTRACT_STATUSES, CONTRACT_TYPES, CONTRACTS_EMPTY_TEXT } from "@alicerce/shared/contracts";
import { ListResults, type ListWords } from "@/components/list/list-results";
import { ListPage } from "@/components/list/list-page";
import { pick, useListFilters } from "@/hooks/use-list-params";
import { useContracts } from "@/api/contracts/get-contracts";
import { ContractCard } from "../components/contract-card";
import { ContractCardSkeletons } from "../components/contract-card-skeletons";
import { ContractFilters, type ContractFilterValues } from "../components/contract-filters";
import { ContractFormDialog } from "../components/contract-form-dialog";

const WORDS: ListWords = {
  count: { one: "contrato encontrado", many: "contratos encontrados" },
  error: "Não foi possível carregar os contratos.",
  empty: CONTRACTS_EMPTY_TEXT,
  pages: "Páginas de contratos",
};

/**
 * docs/product/legal-desk.md#contracts (/dashboard/contracts). Search, filters and page live in the URL
 * (?q=&status=&type=&page=) and run on the server; any change of search or filter goes back to page 1.
 */
export function ContractsPage() {
  const list = useListFilters<ContractFilterValues>((params) => ({
    status: pick(params.get("status"), CONTRACT_STATUSES),
    type: pick(params.get("type"), CONTRACT_TYPES),
  }));
  const query = useContracts({ q: list.q || undefined, ...list.filters, page: list.page });

  return (
    <ListPage
      title="Contratos"
      description="Contratos dos projetos da plataforma, da assinatura ao término."
      action={<ContractFormDialog />}
    >
      <ContractFilters {...list.toolbar} />

      <ListResults
        id="contracts-results"
        query={query}
        words={WORDS}
        skeletons={<ContractCardSkeletons />}
        {...list.paging}

        item={(contract) => <ContractCard contract={contract} />}
      />
    </ListPage>
  );
}
