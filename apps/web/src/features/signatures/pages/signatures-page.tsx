import { SIGNATURE_STATUSES, SIGNATURE_TYPES, SIGNATURES_EMPTY_TEXT } from "@alicerce/shared/signatures";
import { ListResults, type ListWords } from "@/components/list/list-results";
import { ListPage } from "@/components/list/list-page";
import { pick, useListFilters } from "@/hooks/use-list-params";
import { useSignatures } from "@/api/signatures/get-signatures";
import { NewSignatureDialog } from "../components/new-signature-dialog";
import { SignDialog } from "../components/sign-dialog";
import { SignatureCard } from "../components/signature-card";
import { SignatureCardSkeletons } from "../components/signature-card-skeletons";
import { SignatureFilters, type SignatureFilterValues } from "../components/signature-filters";
import { SignatureSummaryCards } from "../components/signature-summary";

/** The signing dialog's request in the URL: the invitation e-mail links here with it. */
const SIGN_PARAM = "assinar";

const WORDS: ListWords = {
  // "contratos": what the user sends for signature and signs (docs/product/documents-and-signatures.md#signatures).
  count: { one: "contrato encontrado", many: "contratos encontrados" },
  error: "Não foi possível carregar as assinaturas.",
  empty: SIGNATURES_EMPTY_TEXT,
  pages: "Páginas de assinaturas",
};

/**
 * docs/product/documents-and-signatures.md#signatures (/dashboard/signatures). Search, filters and
 * page live in the URL (?q=&status=&type=&page=) and run on the server; ?assinar=<id> opens the
 * signing dialog of one request.
 */
export function SignaturesPage() {
  const list = useListFilters<SignatureFilterValues>((params) => ({
    status: pick(params.get("status"), SIGNATURE_STATUSES),
    type: pick(params.get("type"), SIGNATURE_TYPES),
  }));
  const signing = list.params.get(SIGN_PARAM);
  // Opening the dialog is a step the back button undoes; closing it replaces.
  const openSigning = (id: string) => list.update({ [SIGN_PARAM]: id }, false);
  const closeSigning = () => list.update({ [SIGN_PARAM]: undefined });

  const query = useSignatures({ q: list.q || undefined, ...list.filters, page: list.page });

  return (
    <ListPage
      title="Assinaturas"
      description="Contratos enviados para assinatura eletrônica, com quem já assinou e o histórico de cada um."
      action={<NewSignatureDialog />}
    >
      <SignatureSummaryCards summary={query.data?.summary} />

      <SignatureFilters {...list.toolbar} />

      <ListResults
        id="signatures-results"
        query={query}
        words={WORDS}
        skeletons={<SignatureCardSkeletons />}
        {...list.paging}
        itemClassName="min-w-0"

        item={(request) => <SignatureCard request={request} onSign={openSigning} />}
      />

      <SignDialog id={signing} onClose={closeSigning} />
    </ListPage>
  );
}
