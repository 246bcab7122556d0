import { appRoutes } from "@alicerce/shared/routes";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Building2, Inbox, Send, Store } from "lucide-react";
import type { Quotation, QuotationList } from "@alicerce/shared/schemas/quotations";
import { ListError } from "@/components/list/list-states";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useQuotations } from "@/api/quotations/get-quotations";
import { ReceivedQuotationCard } from "../components/received-quotation-card";
import { SentQuotationCard } from "../components/sent-quotation-card";
import { QUOTATIONS_LOAD_FAILURE } from "../components/texts";

type Tab = "enviadas" | "recebidas";

/**
 * docs/product/quotations.md#quotation-list: with no ?tab=, a supplier whose only quotations are
 * received lands on "Recebidas"; everyone else on "Enviadas".
 */
function defaultTab(list: QuotationList | undefined): Tab {
  return list && list.sent.length === 0 && list.received.length > 0 ? "recebidas" : "enviadas";
}

function tabFromUrl(value: string | null): Tab | null {
  return value === "recebidas" || value === "enviadas" ? value : null;
}

function CardGrid({ quotations, Card }: { quotations: Quotation[]; Card: typeof SentQuotationCard }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {quotations.map((q) => (
        <li key={q.id}>
          <Card quotation={q} />
        </li>
      ))}
    </ul>
  );
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

/** docs/product/quotations.md#quotation-list (/dashboard/quotations): "Enviadas" and "Recebidas" (the latter for a supplier owner). ?tab= keeps the tab. */
export function QuotationsPage() {
  const [params, setParams] = useSearchParams();
  const query = useQuotations();
  // An explicit tab in the URL wins over the default the lists suggest.
  const tab: Tab = tabFromUrl(params.get("tab")) ?? defaultTab(query.data);

  useEffect(() => {
    if (query.isError) {
      console.error("Erro ao carregar as cotações:", query.error);
      toast({ title: "Erro", description: QUOTATIONS_LOAD_FAILURE, variant: "destructive" });
    }
  }, [query.isError, query.error]);

  const sent = query.data?.sent ?? [];
  const received = query.data?.received ?? [];
  const isSupplier = Boolean(query.data?.supplier_id);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cotações</h1>
        <p className="mt-1 text-muted-foreground">
          Acompanhe os orçamentos que você pediu e os pedidos que recebeu como fornecedor.
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              // Always written, since the default depends on the lists and may be either tab.
              next.set("tab", value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Cotações">
          <TabsTrigger value="enviadas">
            <Send aria-hidden="true" />
            Enviadas ({sent.length})
          </TabsTrigger>
          <TabsTrigger value="recebidas">
            <Inbox aria-hidden="true" />
            Recebidas ({received.length})
          </TabsTrigger>
        </TabsList>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <ListError title={QUOTATIONS_LOAD_FAILURE} error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <>
            <TabsContent value="enviadas">
              {sent.length === 0 ? (
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
              ) : (
                <CardGrid quotations={sent} Card={SentQuotationCard} />
              )}
            </TabsContent>
            <TabsContent value="recebidas">
              {!isSupplier ? (
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
              ) : received.length === 0 ? (
                <EmptyState
                  icon={Inbox}
                  title="Nenhuma cotação recebida"
                  description="Os pedidos de orçamento dos clientes aparecerão aqui."
                />
              ) : (
                <CardGrid quotations={received} Card={ReceivedQuotationCard} />
              )}
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
