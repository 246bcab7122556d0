import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, Ban, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useSupplier } from "@/api/suppliers/get-supplier";
import { NextStepsCard } from "../components/next-steps-card";
import { QuotationRequestForm } from "../components/quotation-request-form";
import { SupplierSummaryCard } from "../components/supplier-summary-card";
import { SUPPLIER_LOAD_FAILURE } from "../components/texts";
import { useGoBack } from "../components/use-go-back";

/** docs/product/quotations.md#request-form (/dashboard/marketplace/quotation/{supplierId}): the request form beside the supplier. */
export function RequestQuotationPage() {
  const { supplierId = "" } = useParams();
  const supplier = useSupplier(supplierId);
  const goBack = useGoBack(appPaths.supplierProfile(supplierId));

  useEffect(() => {
    if (supplier.isError) {
      console.error("Erro ao carregar o fornecedor:", supplier.error);
      toast({ title: "Erro", description: SUPPLIER_LOAD_FAILURE, variant: "destructive" });
    }
  }, [supplier.isError, supplier.error]);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
      Voltar
    </Button>
  );

  if (supplier.isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
        <span className="sr-only">Carregando fornecedor...</span>
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-[32rem]" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  }
  if (supplier.isError) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
        <EmptyState
          icon={SearchX}
          title="Fornecedor não encontrado"
          action={
            <Link to={appRoutes.suppliers} className={buttonVariants({ variant: "outline" })}>
              <ArrowLeft aria-hidden="true" />
              Voltar para fornecedores
            </Link>
          }
        />
      </div>
    );
  }

  const data = supplier.data;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      {back}
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Solicitar Cotação</h1>
        <p className="mt-1 text-muted-foreground">
          Descreva o que precisa e receba um orçamento de {data.company_name}.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {data.is_owner ? (
          <EmptyState
            icon={Ban}
            title="Este é o seu cadastro de fornecedor"
            description="Você não pode pedir orçamento à sua própria empresa."
            action={
              <Link to={appRoutes.suppliers} className={buttonVariants({ variant: "outline" })}>
                Ver outros fornecedores
              </Link>
            }
          />
        ) : (
          <QuotationRequestForm supplier={data} />
        )}
        <aside className="grid gap-6" aria-label="Sobre a solicitação">
          <SupplierSummaryCard supplier={data} />
          <NextStepsCard />
        </aside>
      </div>
    </div>
  );
}
