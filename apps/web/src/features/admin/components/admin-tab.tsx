import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { useListParams } from "@/hooks/use-list-params";
import { AdminRows } from "./admin-rows";
import { ListFilters } from "./list-filters";

type Choice = NonNullable<Parameters<typeof ListFilters>[0]["extra"]>[number];

/**
 * A tab's words. The rest are built from them, the same way on every tab: the admin desk's lists
 * all name masculine things ("Nenhum usuário encontrado", "Não foi possível carregar os fornecedores.").
 */
export type AdminTabWords = { name: string; one: string; many: string; placeholder: string };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One tab of the admin desk (docs/product/admin.md): its heading for screen readers, the search
 * and the verification filter (and the tab's other selects), then its rows, 20 a page. Search,
 * filters and page live in the URL; `filters` are the tab's values as read from it.
 */
export function AdminTab<T>({
  words: { name, one, many, placeholder },
  list,
  query,
  filters,
  extra,
  children,
}: {
  words: AdminTabWords;
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<{ items: T[]; total: number; page_size: number }>;
  filters: { verified: string | undefined } & Record<string, string | undefined>;
  extra?: Choice[];
  children: (item: T) => ReactNode;
}) {
  const title = capitalized(many);
  const filtered = Boolean(list.q || Object.values(filters).some(Boolean));
  return (
    <section aria-labelledby={`admin-${name}-title`} className="grid gap-4">
      <h2 id={`admin-${name}-title`} className="sr-only">
        {title}
      </h2>
      <ListFilters
        idPrefix={`admin-${name}`}
        searchLabel={`Buscar ${many}`}
        placeholder={placeholder}
        search={list.search}
        onSearchChange={list.setSearch}
        verified={filters.verified}
        onVerifiedChange={(value) => list.setFilters({ verified: value })}
        extra={extra}
      />
      <AdminRows
        query={query}
        page={list.page}
        filtered={filtered}
        onClear={() => list.clearAll(Object.keys(filters))}
        onPageChange={list.setPage}
        texts={{
          error: `Não foi possível carregar os ${many}.`,
          empty: `Nenhum ${one} encontrado`,
          one: `${one} encontrado`,
          many: `${many} encontrados`,
          rows: title,
          pages: `Páginas de ${many}`,
        }}
      >
        {children}
      </AdminRows>
    </section>
  );
}
