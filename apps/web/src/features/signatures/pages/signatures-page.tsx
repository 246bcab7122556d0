import { FileSearch } from "lucide-react";
import { SIGNATURE_STATUSES, SIGNATURE_TYPES, SIGNATURES_EMPTY_TEXT } from "@alicerce/shared/signatures";
import { ListGrid } from "@/components/list/list-grid";
import { ListPage } from "@/components/list/list-page";
import { ListResults } from "@/components/list/list-results";
import { ListEmpty } from "@/components/list/list-states";
import { pick, useListParams } from "@/hooks/use-list-params";
import { useSignatures } from "@/api/signatures/get-signatures";
import { NewSignatureDialog } from "../components/new-signature-dialog";
import { SignDialog } from "../components/sign-dialog";
import { SignatureCard } from "../components/signature-card";
import { SignatureCardSkeletons } from "../components/signature-card-skeletons";
import { SignatureFilters, type SignatureFilterValues } from "../components/signature-filters";
import { SignatureSummaryCards } from "../components/signature-summary";

/** The signing dialog's request in the URL: the invitation e-mail links here with it. */
const SIGN_PARAM = "assinar";
const FILTER_KEYS = ["status", "type"] as const;

/**
 * docs/product/documents-and-signatures.md#signatures (/dashboard/signatures). Search, filters and
 * page live in the URL (?q=&status=&type=&page=) and run on the server; ?assinar=<id> opens the
 * signing dialog of one request.
 */
export function SignaturesPage() {
  const { params, q, search, setSearch, page, update, setFilters, setPage, clearAll } = useListParams();
  const filters: SignatureFilterValues = {
    status: pick(params.get("status"), SIGNATURE_STATUSES),
    type: pick(params.get("type"), SIGNATURE_TYPES),
  };
  const signing = params.get(SIGN_PARAM);
  const clear = () => clearAll(FILTER_KEYS);
  // Opening the dialog is a step the back button undoes; closing it replaces.
  const openSigning = (id: string) => update({ [SIGN_PARAM]: id }, false);
  const closeSigning = () => update({ [SIGN_PARAM]: undefined });

  const query = useSignatures({ q: q || undefined, ...filters, page });
  const filtered = Boolean(q || filters.status || filters.type);

  return (
    <ListPage
      title="Assinaturas"
      description="Contratos enviados para assinatura eletrônica, com quem já assinou e o histórico de cada um."
      action={<NewSignatureDialog />}
    >
      <SignatureSummaryCards summary={query.data?.summary} />

      <SignatureFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={(next) => setFilters({ status: next.status, type: next.type })}
        onClear={clear}
      />

      <ListResults
        id="signatures-results"
        query={query}
        count={{ one: "contrato encontrado", many: "contratos encontrados" }}
        skeletons={<SignatureCardSkeletons />}
        errorTitle="Não foi possível carregar as assinaturas."
        empty={
          <ListEmpty
            icon={FileSearch}
            title={SIGNATURES_EMPTY_TEXT}
            onClear={filtered || page > 1 ? clear : undefined}
          />
        }
        pagination={{ label: "Páginas de assinaturas", page, onPageChange: setPage }}
      >
        {(data) => (
          <ListGrid items={data.items} busy={query.isPlaceholderData} itemClassName="min-w-0">
            {(request) => <SignatureCard request={request} onSign={openSigning} />}
          </ListGrid>
        )}
      </ListResults>

      <SignDialog id={signing} onClose={closeSigning} />
    </ListPage>
  );
}
