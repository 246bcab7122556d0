import { appRoutes } from "@alicerce/shared/routes";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, Images, Info, MessageSquareText, SearchX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useSupplier } from "@/api/suppliers/get-supplier";
import { SupplierFormDialog } from "../components/supplier-form-dialog";
import { SupplierInfoTab } from "../components/supplier-info-tab";
import { SupplierPortfolioTab } from "../components/supplier-portfolio-tab";
import { SupplierProfileHeader } from "../components/supplier-profile-header";
import { SupplierReviewsTab } from "../components/supplier-reviews-tab";
import { useDocumentTitle } from "@/hooks/use-document-title";

const backLink = (
  <Link to={appRoutes.suppliers} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 w-fit" })}>
    <ArrowLeft aria-hidden="true" />
    Voltar para fornecedores
  </Link>
);

/** docs/product/marketplace.md#supplier-profile (/dashboard/marketplace/supplier/{id}): header, then the info, portfolio and reviews tabs. */
export function SupplierProfilePage() {
  const { id = "" } = useParams();
  const supplier = useSupplier(id);
  useDocumentTitle(supplier.data?.company_name);
  const [editing, setEditing] = useState(false);

  // docs/product/messages.md#suppliers: a failed load says so once, then the page shows "Fornecedor não encontrado".
  useEffect(() => {
    if (supplier.isError) {
      console.error("Erro ao carregar o fornecedor:", supplier.error);
      toast({
        title: "Erro",
        description: "Não foi possível carregar o perfil do fornecedor.",
        variant: "destructive",
      });
    }
  }, [supplier.isError, supplier.error]);

  if (supplier.isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <span className="sr-only">Carregando fornecedor...</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40" />
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (supplier.isError) {
    return (
      <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <EmptyState
          icon={SearchX}
          title="Fornecedor não encontrado"
          description="O fornecedor pode ter sido removido ou o endereço está incorreto."
          action={backLink}
        />
      </div>
    );
  }

  const data = supplier.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      {backLink}
      <SupplierProfileHeader supplier={data} onEdit={() => setEditing(true)} />
      <Tabs defaultValue="info">
        <TabsList aria-label="Seções do perfil">
          <TabsTrigger value="info">
            <Info aria-hidden="true" className="max-sm:hidden" />
            Informações
          </TabsTrigger>
          <TabsTrigger value="portfolio">
            <Images aria-hidden="true" className="max-sm:hidden" />
            Portfólio
          </TabsTrigger>
          <TabsTrigger value="reviews">
            <MessageSquareText aria-hidden="true" className="max-sm:hidden" />
            Avaliações
          </TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <SupplierInfoTab supplier={data} />
        </TabsContent>
        <TabsContent value="portfolio">
          <SupplierPortfolioTab supplier={data} />
        </TabsContent>
        <TabsContent value="reviews">
          <SupplierReviewsTab supplierId={data.id} />
        </TabsContent>
      </Tabs>
      {data.is_owner && <SupplierFormDialog supplier={data} open={editing} onOpenChange={setEditing} />}
    </div>
  );
}
