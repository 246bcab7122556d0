import { FileSearch } from "lucide-react";
import { CONTRACT_STATUSES, CONTRACT_TYPES, CONTRACTS_EMPTY_TEXT } from "@alicerce/shared/contracts";
import { ListGrid } from "@/components/list/list-grid";
import { ListPage } from "@/components/list/list-page";
import { ListResults } from "@/components/list/list-results";
import { ListEmpty } from "@/components/list/list-states";
import { pick, useListParams } from "@/hooks/use-list-params";
import { useContracts } from "@/api/contracts/get-contracts";
import { ContractCard } from "../components/contract-card";
import { ContractCardSkeletons } from "../components/contract-card-skeletons";
import { ContractFilters, type ContractFilterValues } from "../components/contract-filters";
import { ContractFormDialog } from "../components/contract-form-dialog";

const FILTER_KEYS = ["status", "type"] as const;

/**
 * docs/product/legal-desk.md#contracts (/dashboard/contracts). Search, filters and page live in the URL
 * (?q=&status=&type=&page=) and run on the server; any change of search or filter goes back to page 1.
 */
export function ContractsPage() {
  const { params, q, search, setSearch, page, setFilters, setPage, clearAll } = useListParams();
  const filters: ContractFilterValues = {
    status: pick(params.get("status"), CONTRACT_STATUSES),
    type: pick(params.get("type"), CONTRACT_TYPES),
  };
  const clear = () => clearAll(FILTER_KEYS);

  const query = useContracts({ q: q || undefined, ...filters, page });
  const filtered = Boolean(q || filters.status || filters.type);

  return (
    <ListPage
      title="Contratos"
      description="Contratos dos projetos da plataforma, da assinatura ao término."
      action={<ContractFormDialog />}
    >
      <ContractFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={(next) => setFilters({ status: next.status, type: next.type })}
        onClear={clear}
      />

      <ListResults
        id="contracts-results"
        query={query}
        count={{ one: "contrato encontrado", many: "contratos encontrados" }}
        skeletons={<ContractCardSkeletons />}
        errorTitle="Não foi possível carregar os contratos."
        empty={
          <ListEmpty
            icon={FileSearch}
            title={CONTRACTS_EMPTY_TEXT}
            onClear={filtered || page > 1 ? clear : undefined}
          />
        }
        pagination={{ label: "Páginas de contratos", page, onPageChange: setPage }}
      >
        {(data) => (
          <ListGrid items={data.items} busy={query.isPlaceholderData}>
            {(contract) => <ContractCard contract={contract} />}
          </ListGrid>
        )}
      </ListResults>
    </ListPage>
  );
}
