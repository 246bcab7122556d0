import { QueryStates } from "@/components/list/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecommendations } from "@/api/portfolio/get-recommendations";
import { ProjectsForYou } from "./projects-for-you";
import { RecommendedSuppliers } from "./recommended-suppliers";

/** The home's recommendations: open raises for an investor, suppliers for a creator, nothing for others. */
export function Recommendations() {
  const query = useRecommendations();
  return (
    <QueryStates
      query={query}
      pending={
        <div role="status" aria-live="polite" className="grid gap-3">
          <span className="sr-only">Carregando recomendações...</span>
          <Skeleton aria-hidden="true" className="h-6 w-48" />
          <Skeleton aria-hidden="true" className="h-32 rounded-xl" />
        </div>
      }
      errorTitle="Não foi possível carregar as recomendações."
      showCause={false}
      compact
    >
      {(data) => (
        <>
          {data.projects && <ProjectsForYou projects={data.projects} />}
          {data.suppliers && <RecommendedSuppliers entries={data.suppliers} />}
        </>
      )}
    </QueryStates>
  );
}
