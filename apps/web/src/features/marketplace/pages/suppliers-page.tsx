import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, Building2, Loader2, PackageSearch, UserRoundPen } from "lucide-react";
import { BRAZILIAN_STATES } from "@alicerce/shared/projects";
import { SUPPLIER_CATEGORIES } from "@alicerce/shared/suppliers";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useMySupplier } from "@/api/suppliers/get-my-supplier";
import { useSuppliers } from "@/api/suppliers/get-suppliers";
import { SupplierCard } from "../components/supplier-card";
import { SupplierCardSkeletons } from "../components/supplier-card-skeletons";
import { SupplierFilters } from "../components/supplier-filters";
import { SupplierFormDialog } from "../components/supplier-form-dialog";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/**
 * docs/product/marketplace.md#supplier-list (/dashboard/suppliers and /dashboard/marketplace): one page with two titles. Search,
 * category and state live in the URL (?q=&category=&state=); ?cadastro=1 opens the supplier form
 * (the quotations page links here to register).
 */
export function SuppliersPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText: setSearch, clear: clearSearch } = useUrlSearch();
  const category = pick(params.get("category"), SUPPLIER_CATEGORIES);
  const state = pick(params.get("state"), BRAZILIAN_STATES);

  const setParam = useCallback(
    (key: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const mine = useMySupplier();
  const [formOpen, setFormOpen] = useState(false);
  const wantsForm = params.get("cadastro") === "1";
  useEffect(() => {
    if (!wantsForm || mine.isPending) return;
    setFormOpen(true);
    setParam("cadastro", undefined);
  }, [wantsForm, mine.isPending, setParam]);

  const query = useSuppliers({ q: q || undefined, category, state });
  const suppliers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(q || category || state);
  const clearAll = () => {
    clearSearch();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        ["q", "category", "state"].forEach((k) => next.delete(k));
        return next;
      },
      { replace: true },
    );
  };

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
        onCategoryChange={(v) => setParam("category", v)}
        state={state}
        onStateChange={(v) => setParam("state", v)}
      />

      <section aria-labelledby="suppliers-results" className="grid gap-6">
        <h2 id="suppliers-results" className="sr-only">
          Resultados
        </h2>
        {query.isPending ? (
          <SupplierCardSkeletons />
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar os fornecedores."
            description={query.error.message}
            action={
              <Button variant="outline" onClick={() => query.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : suppliers.length === 0 ? (
          <EmptyState
            icon={PackageSearch}
            title="Nenhum fornecedor encontrado"
            action={
              filtered ? (
                <Button variant="outline" onClick={clearAll}>
                  Limpar filtros
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {suppliers.map((supplier) => (
                <li key={supplier.id}>
                  <SupplierCard supplier={supplier} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {query.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
                </Button>
              </div>
            )}
            {query.isFetchNextPageError && (
              <p role="alert" className="text-center text-sm text-destructive">
                Não foi possível carregar mais fornecedores. Tente novamente.
              </p>
            )}
          </>
        )}
      </section>

      <SupplierFormDialog supplier={mine.data ?? null} open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
