import { appRoutes } from "@alicerce/shared/routes";
import { useEffect } from "react";
import { Link } from "react-router";
import { Building2, Inbox, Send, Store } from "lucide-react";
import type { QuotationPage } from "@alicerce/shared/schemas/quotations";
import { ListPage } from "@/components/list/list-page";
import { ListResults } from "@/components/list/list-results";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useListParams } from "@/hooks/use-list-params";
import { toast } from "@/hooks/use-toast";
import { useQuotations } from "@/api/quotations/get-quotations";
import { ReceivedQuotationCard } from "../components/received-quotation-card";
import { SentQuotationCard } from "../components/sent-quotation-card";
import { QUOTATIONS_LOAD_FAILURE } from "../components/texts";

type Tab = "enviadas" | "recebidas";

const LOAD_MORE_FAILURE = "Não foi possível carregar mais cotações. Tente novamente.";

/**
 * docs/product/quotations.md#quotation-list: with no ?tab=, a supplier whose only quotations are
 * received lands on "Recebidas"; everyone else on "Enviadas". Any page tells both tabs' counts.
 */
function defaultTab(counts: QuotationPage["counts"] | undefined): Tab {
  return counts && counts.sent === 0 && counts.received > 0 ? "recebidas" : "enviadas";
}

function tabFromUrl(value: string | null): Tab | null {
  return value === "recebidas" || value === "enviadas" ? value : null;
}

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Carregando cotações...</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-xl" />
      ))}
    </div>
  );
}

/** Each tab's empty state; the received tab of someone with no supplier company offers to register one. */
const EMPTY = {
  sent: (
    <EmptyState
      icon={Send}
      title="Nenhuma cotação enviada"
      description="Encontre um fornecedor no marketplace e peça um orçamento."
      action={
        <Link to={appRoutes.marketplace} className={buttonVariants()}>
          <Store aria-hidden="true" />
          Ir para o Marketplace
        </Link>
      }
    />
  ),
  received: (
    <EmptyState
      icon={Inbox}
      title="Nenhuma cotação recebida"
      description="Os pedidos de orçamento dos clientes aparecerão aqui."
    />
  ),
  notSupplier: (
    <EmptyState
      icon={Building2}
      title="Você ainda não é fornecedor"
      description="Cadastre sua empresa para receber pedidos de cotação dos projetos da plataforma."
      action={
        <Link to={`${appRoutes.suppliers}?cadastro=1`} className={buttonVariants({ variant: "highlight" })}>
          <Building2 aria-hidden="true" />
          Cadastrar como fornecedor
        </Link>
      }
    />
  ),
};

/**
 * docs/product/quotations.md#quotation-list (/dashboard/quotations): "Enviadas" and "Recebidas" (the latter
 * for a supplier owner). The tab is the list's filter, kept in the URL (?tab=).
 */
export function QuotationsPage() {
  const list = useListParams();
  const urlTab = tabFromUrl(list.params.get("tab"));
  // Each tab is read page by page, and only when shown; with no ?tab= the "sent" tab is read
  // first, since its counts choose the default tab.
  const sentQuery = useQuotations("sent", { enabled: urlTab !== "recebidas" });
  // An explicit tab in the URL wins over the default the counts suggest.
  const tab: Tab = urlTab ?? defaultTab(sentQuery.data?.pages[0]?.counts);
  const receivedQuery = useQuotations("received", { enabled: tab === "recebidas" });
  const query = tab === "recebidas" ? receivedQuery : sentQuery;
  // The shown tab's pages are the freshest; the other tab's, when only they are loaded.
  const firstPage = (query.data ?? (tab === "recebidas" ? sentQuery : receivedQuery).data)?.pages[0];
  // A failed "Carregar mais" keeps the cards loaded so far and says so under them.
  const failed = query.isError && !query.isFetchNextPageError;

  useEffect(() => {
    if (failed) {
      console.error("Erro ao carregar as cotações:", query.error);
      toast({ title: "Erro", description: QUOTATIONS_LOAD_FAILURE, variant: "destructive" });
    }
  }, [failed, query.error]);

  const counts = firstPage?.counts ?? { sent: 0, received: 0 };
  const isSupplier = Boolean(firstPage?.supplier_id);
  const Card = tab === "recebidas" ? ReceivedQuotationCard : SentQuotationCard;

  return (
    <ListPage
      title="Cotações"
      description="Acompanhe os orçamentos que você pediu e os pedidos que recebeu como fornecedor."
    >
      {/* Always written, since the default depends on the lists and may be either tab. */}
      <Tabs value={tab} onValueChange={(value) => list.update({ tab: value })}>
        <TabsList aria-label="Cotações">
          <TabsTrigger value="enviadas">
            <Send aria-hidden="true" />
            Enviadas ({counts.sent})
          </TabsTrigger>
          <TabsTrigger value="recebidas">
            <Inbox aria-hidden="true" />
            Recebidas ({counts.received})
          </TabsTrigger>
        </TabsList>
        <TabsContent value={tab}>
          <ListResults
            id="quotations-results"
            heading={tab === "recebidas" ? "Cotações recebidas" : "Cotações enviadas"}
            query={query}
            rows={(data) => data.pages.flatMap((page) => page.items)}
            words={{ error: QUOTATIONS_LOAD_FAILURE, empty: "" }}
            skeletons={<ListSkeleton />}
            empty={tab === "enviadas" ? EMPTY.sent : isSupplier ? EMPTY.received : EMPTY.notSupplier}
            loadMore={{ query, errorText: LOAD_MORE_FAILURE }}
            layout="grid gap-4 lg:grid-cols-2"
            item={(quotation) => <Card quotation={quotation} />}
          />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
