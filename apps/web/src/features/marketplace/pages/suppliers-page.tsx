import { useEffect, useState } from "react";
import { Building2, PackageSearch, UserRoundPen } from "lucide-react";
import { BRAZILIAN_STATES } from "@alicerce/shared/projects";
import { SUPPLIER_CATEGORIES } from "@alicerce/shared/suppliers";
import { Button } from "@/components/ui/button";
import { ListResults } from "@/components/list/list-results";
import { Skeleton } from "@/components/ui/skeleton";
import { pick, useListParams } from "@/hooks/use-list-params";
import { useMySupplier } from "@/api/suppliers/get-my-supplier";
import { useSuppliers } from "@/api/suppliers/get-suppliers";
import { SupplierCard } from "../components/supplier-card";
import { SupplierCardSkeletons } from "../components/supplier-card-skeletons";
import { SupplierFilters } from "../components/supplier-filters";
import { SupplierFormDialog } from "../components/supplier-form-dialog";

/**
 * docs/product/marketplace.md#supplier-list (/dashboard/suppliers and /dashboard/marketplace): one page with two titles. Search,
 * category and state live in the URL (?q=&category=&state=); ?cadastro=1 opens the supplier form
 * (the quotations page links here to register).
 */
export function SuppliersPage({ title }: { title: string }) {
  const { params, q, search, setSearch, update, setFilters, clearAll } = useListParams();
  const category = pick(params.get("category"), SUPPLIER_CATEGORIES);
  const state = pick(params.get("state"), BRAZILIAN_STATES);

  const mine = useMySupplier();
  const [formOpen, setFormOpen] = useState(false);
  const wantsForm = params.get("cadastro") === "1";
  useEffect(() => {
    if (!wantsForm || mine.isPending) return;
    setFormOpen(true);
    update({ cadastro: undefined });
  }, [wantsForm, mine.isPending, update]);

  const query = useSuppliers({ q: q || undefined, category, state });
  const filtered = Boolean(q || category || state);
  const clear = () => clearAll(["category", "state"]);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">
            Encontre fornecedores de serviços e materiais e solicite cotações.
          </p>
        </div>
        {mine.isPending ? (
          <Skeleton className="h-9 w-56" aria-hidden="true" />
        ) : mine.isError ? null : (
          <Button variant={mine.data ? "outline" : "highlight"} onClick={() => setFormOpen(true)}>
            {mine.data ? <UserRoundPen aria-hidden="true" /> : <Building2 aria-hidden="true" />}
            {mine.data ? "Meu cadastro de fornecedor" : "Cadastrar como fornecedor"}
          </Button>
        )}
      </header>

      <SupplierFilters
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={(v) => setFilters({ category: v })}
        state={state}
        onStateChange={(v) => setFilters({ state: v })}
      />

      <ListResults
        id="suppliers-results"
        query={query}
        rows={(data) => data.pages.flatMap((page) => page.items)}
        words={{ error: "Não foi possível carregar os fornecedores.", empty: "Nenhum fornecedor encontrado" }}
        skeletons={<SupplierCardSkeletons />}
        emptyIcon={PackageSearch}
        filtered={filtered}
        onClear={clear}
        loadMore={{ query, errorText: "Não foi possível carregar mais fornecedores. Tente novamente." }}
        layout="catalogue"
        item={(supplier) => <SupplierCard supplier={supplier} />}
      />

      <SupplierFormDialog supplier={mine.data ?? null} open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
