import { LEARNING_CATEGORIES, LEARNING_LEVELS, LEARNING_TYPES } from "@alicerce/shared/learn";
import { ListEmpty } from "@/components/list/list-states";
import { QueryStates } from "@/components/list/query-states";
import { pick, useListParams } from "@/hooks/use-list-params";
import { useLearningContent } from "@/api/learning/get-learning-content";
import { ContentCard } from "./content-card";
import { ContentCardSkeletons } from "./content-card-skeletons";
import { LearnFilters } from "./learn-filters";

const FILTER_KEYS = ["category", "level", "type"] as const;

/**
 * docs/product/learn.md#content: the search and filters (in the URL: ?q=&category=&level=&type=,
 * applied by the server), the featured section and the whole list.
 */
export function ContentTab() {
  const { params, q, search, setSearch, setFilters, clearAll } = useListParams();
  const values = {
    category: pick(params.get("category"), LEARNING_CATEGORIES),
    level: pick(params.get("level"), LEARNING_LEVELS),
    type: pick(params.get("type"), LEARNING_TYPES),
  };
  const clear = () => clearAll(FILTER_KEYS);

  const query = useLearningContent({ q: q || undefined, ...values });
  const items = query.data?.items ?? [];
  const featured = items.filter((item) => item.featured);
  const filtered = Boolean(q || values.category || values.level || values.type);

  return (
    <div className="grid gap-6">
      <LearnFilters search={search} onSearchChange={setSearch} values={values} onChange={setFilters} />
      <QueryStates
        query={query}
        pending={<ContentCardSkeletons />}
        errorTitle="Não foi possível carregar os conteúdos."
        empty={
          <ListEmpty
            title="Nenhum conteúdo encontrado"
            description={filtered ? "Tente outra busca ou remova algum filtro." : undefined}
            onClear={filtered ? clear : undefined}
          />
        }
      >
        {() => (
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
      </QueryStates>
    </div>
  );
}
