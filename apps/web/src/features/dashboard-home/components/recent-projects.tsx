import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Building2, ChevronRight, FolderOpen } from "lucide-react";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import { mayCreateProjects } from "@alicerce/shared/user-types";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/api/auth/auth-provider";
import { fetchProjectList } from "@/api/projects/get-projects";
import { projectKeys } from "@/api/projects/keys";
import { ownProjectsFirst } from "./own-projects-first";

const LIMIT = 3;
const MINE = { scope: "mine" } as const;

/**
 * docs/product/dashboard.md#recent-projects: the three latest projects the user may see; for a user
 * who may create projects, their own latest ones come first.
 */
export function RecentProjects() {
  const { user } = useAuth();
  const creator = user ? mayCreateProjects(user) : false;
  const latest = useQuery({
    queryKey: projectKeys.preview({}, LIMIT),
    queryFn: ({ signal }) => fetchProjectList({ limit: LIMIT }, signal),
  });
  const own = useQuery({
    queryKey: projectKeys.preview(MINE, LIMIT),
    queryFn: ({ signal }) => fetchProjectList({ ...MINE, limit: LIMIT }, signal),
    enabled: creator,
  });
  // A disabled query stays "pending" forever; only a creator waits for their own list.
  const isPending = latest.isPending || (creator && own.isPending);
  const isError = latest.isError || (creator && own.isError);
  const refetch = () => {
    void latest.refetch();
    if (creator) void own.refetch();
  };
  const items = ownProjectsFirst(creator ? (own.data?.items ?? []) : [], latest.data?.items ?? [], LIMIT);

  return (
    <section aria-labelledby="projetos-recentes" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="projetos-recentes" className="text-lg font-semibold">
          Projetos recentes
        </h2>
        <Link to={appRoutes.projects} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ver todos
        </Link>
      </div>
      <QueryStates
        query={{ isPending, isError, error: null, data: items, refetch }}
        pending={
          <div role="status" aria-live="polite" className="grid gap-3 lg:grid-cols-3">
            <span className="sr-only">Carregando projetos recentes...</span>
            {Array.from({ length: LIMIT }, (_, i) => (
              <Skeleton key={i} aria-hidden="true" className="h-24 rounded-xl" />
            ))}
          </div>
        }
        errorTitle="Não foi possível carregar os projetos recentes."
        compact
        isEmpty={(projects) => projects.length === 0}
        empty={
          <EmptyState
            icon={FolderOpen}
            title="Nenhum projeto por aqui ainda."
            description="Os projetos publicados na plataforma aparecerão nesta seção."
          />
        }
      >
        {(projects) => (
          <ul className="grid gap-3 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  to={appPaths.project(project.id)}
                  className="group flex h-full items-center gap-3 rounded-xl border bg-card p-3 shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary/10 text-primary">
                    {project.cover_image_url ? (
                      <img src={project.cover_image_url} alt="" loading="lazy" className="size-full object-cover" />
                    ) : (
                      <Building2 className="size-6" aria-hidden="true" />
                    )}
                  </span>
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate font-medium">{project.title}</span>
                    <span className="truncate text-sm text-muted-foreground">
                      {project.location_city}/{project.location_state}
                    </span>
                    <span className="text-xs font-medium text-primary">{PROJECT_STATUS_LABELS[project.status]}</span>
                  </span>
                  <ChevronRight
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
