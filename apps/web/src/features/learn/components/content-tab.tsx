import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, SearchX } from "lucide-react";
import { LEARNING_CATEGORIES, LEARNING_LEVELS, LEARNING_TYPES } from "@alicerce/shared/learn";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useLearningContent } from "@/api/learning/get-learning-content";
import { ContentCard } from "./content-card";
import { ContentCardSkeletons } from "./content-card-skeletons";
import { LearnFilters, type LearnFilterValues } from "./learn-filters";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

const FILTER_KEYS = ["q", "category", "level", "type"] as const;

/**
 * docs/product/learn.md#content: the search and filters (in the URL: ?q=&category=&level=&type=,
 * applied by the server), the featured section and the whole list.
 */
export function ContentTab() {
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText: setSearch, clear: clearSearch } = useUrlSearch();
  const values = {
    category: pick(params.get("category"), LEARNING_CATEGORIES),
    level: pick(params.get("level"), LEARNING_LEVELS),
    type: pick(params.get("type"), LEARNING_TYPES),
  };
  const setFilter = useCallback(
    (key: keyof LearnFilterValues, value: string | undefined) =>
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
  const clearAll = () => {
    clearSearch();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        FILTER_KEYS.forEach((k) => next.delete(k));
        return next;
      },
      { replace: true },
    );
  };

  const query = useLearningContent({ q: q || undefined, ...values });
  const items = query.data?.items ?? [];
  const featured = items.filter((item) => item.featured);
  const filtered = Boolean(q || values.category || values.level || values.type);

  return (
    <div className="grid gap-6">
      <LearnFilters search={search} onSearchChange={setSearch} values={values} onChange={setFilter} />
      {query.isPending ? (
        <ContentCardSkeletons />
      ) : query.isError ? (
        <EmptyState
          role="alert"
          icon={AlertTriangle}
          title="Não foi possível carregar os conteúdos."
          description={query.error.message}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Nenhum conteúdo encontrado"
          description={filtered ? "Tente outra busca ou remova algum filtro." : undefined}
          action={
            filtered ? (
              <Button variant="outline" onClick={clearAll}>
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-8" aria-busy={query.isFetching}>
          {featured.length > 0 && (
            <section aria-labelledby="learn-featured" className="grid gap-4">
              <h2 id="learn-featured" className="text-xl font-semibold">
                Em destaque
              </h2>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {featured.map((item) => (
                  <li key={item.id}>
                    <ContentCard item={item} featured />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="learn-all" className="grid gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="learn-all" className="text-xl font-semibold">
                Todo o conteúdo
              </h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {items.length === 1 ? "1 conteúdo" : `${items.length} conteúdos`}
              </p>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <ContentCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
