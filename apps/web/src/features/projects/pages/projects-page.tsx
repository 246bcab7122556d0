import { appRoutes } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { FolderSearch, Plus } from "lucide-react";
import { PROJECT_PURPOSES, PROJECT_STATUS_FILTERS, PROJECT_TYPES } from "@alicerce/shared/projects";
import { mayCreateProjects } from "@alicerce/shared/user-types";
import { Button } from "@/components/ui/button";
import { ListPage } from "@/components/list/list-page";
import { ListResults } from "@/components/list/list-results";
import { pick, useListParams } from "@/hooks/use-list-params";
import { useAuth } from "@/api/auth/auth-provider";
import { useProjects } from "@/api/projects/get-projects";
import { ProjectCard } from "../components/project-card";
import { ProjectCardSkeletons } from "../components/project-card-skeleton";
import { ProjectFilters, type ListFilters } from "../components/project-filters";
import { ProjectScopeToggle } from "../components/project-scope-toggle";
import { ProjectSummaryCards } from "../components/project-summary-cards";

const FILTER_KEYS = ["type", "status", "purpose", "scope"] as const;

/** docs/product/projects.md#project-list (/dashboard/projects). The search and filters live in the URL (?q=&type=&status=&purpose=&scope=mine). */
export function ProjectsPage() {
  const { user } = useAuth();
  const canCreate = user ? mayCreateProjects(user) : false;
  const { params, q, search, setSearch, update, setFilters, clearAll } = useListParams();
  const filters: ListFilters = {
    type: pick(params.get("type"), PROJECT_TYPES),
    status: pick(params.get("status"), PROJECT_STATUS_FILTERS),
    purpose: pick(params.get("purpose"), PROJECT_PURPOSES),
  };
  // "Meus projetos" is offered to those who may create projects; a hand-written ?scope=mine from anyone
  // else lists what they created (nothing), with "Limpar filtros" to leave it.
  const mine = params.get("scope") === "mine";
  const setMine = (next: boolean) => update({ scope: next ? "mine" : undefined });
  const clear = () => clearAll(FILTER_KEYS);

  const query = useProjects({ q: q || undefined, ...filters, ...(mine ? { scope: "mine" as const } : {}) });
  const pages = query.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const filtered = Boolean(q || filters.type || filters.status || filters.purpose || mine);

  return (
    <ListPage
      title="Projetos"
      description="Explore e acompanhe projetos imobiliários da plataforma."
      action={
        canCreate && (
          <Button asChild>
            <Link to={appRoutes.createProject}>
              <Plus aria-hidden="true" />
              Criar Projeto
            </Link>
          </Button>
        )
      }
    >
      <ProjectSummaryCards summary={query.isError ? undefined : summary} />

      {canCreate && <ProjectScopeToggle mine={mine} onChange={setMine} />}

      <ProjectFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={(next) => setFilters({ type: next.type, status: next.status, purpose: next.purpose })}
        onClear={clear}
      />

      <ListResults
        id="projects-results"
        query={query}
        rows={(data) => data.pages.flatMap((page) => page.items)}
        total={(data) => data.pages[0]?.summary?.total}
        words={{
          count: { one: "projeto encontrado", many: "projetos encontrados" },
          error: "Não foi possível carregar os projetos.",
          empty: "Nenhum projeto encontrado com os filtros aplicados.",
        }}
        skeletons={<ProjectCardSkeletons />}
        emptyIcon={FolderSearch}
        filtered={filtered}
        onClear={clear}
        loadMore={{ query, errorText: "Não foi possível carregar mais projetos. Tente novamente." }}
        layout="catalogue"
        item={(project) => <ProjectCard project={project} />}
      />
    </ListPage>
  );
}
