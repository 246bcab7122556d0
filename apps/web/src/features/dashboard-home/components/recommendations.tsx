import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
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
        <SectionLoading
          label="Carregando recomendações..."
          rows={["h-6 w-48", "h-32 rounded-xl"]}
          className="grid gap-3"
        />
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
