import { appRoutes } from "@alicerce/shared/routes";
import { Link, useSearchParams } from "react-router";
import { AlertTriangle, FolderSearch, Loader2, Plus } from "lucide-react";
import { PROJECT_PURPOSES, PROJECT_STATUS_FILTERS, PROJECT_TYPES } from "@alicerce/shared/projects";
import { mayCreateProjects } from "@alicerce/shared/user-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useAuth } from "@/api/auth/auth-provider";
import { useProjects } from "@/api/projects/get-projects";
import { ProjectCard } from "../components/project-card";
import { ProjectCardSkeletons } from "../components/project-card-skeleton";
import { ProjectFilters, type ListFilters } from "../components/project-filters";
import { ProjectScopeToggle } from "../components/project-scope-toggle";
import { ProjectSummaryCards } from "../components/project-summary-cards";

const FILTER_KEYS = ["q", "type", "status", "purpose", "scope"] as const;

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** docs/product/projects.md#project-list (/dashboard/projects). The search and filters live in the URL (?q=&type=&status=&purpose=&scope=mine). */
export function ProjectsPage() {
  const { user } = useAuth();
  const canCreate = user ? mayCreateProjects(user) : false;
  const [params, setParams] = useSearchParams();
  const { query: q, text: search, setText: setSearch, clear: clearSearch } = useUrlSearch();
  const filters: ListFilters = {
    type: pick(params.get("type"), PROJECT_TYPES),
    status: pick(params.get("status"), PROJECT_STATUS_FILTERS),
    purpose: pick(params.get("purpose"), PROJECT_PURPOSES),
  };
  // "Meus projetos" is offered to those who may create projects; a hand-written ?scope=mine from anyone
  // else lists what they created (nothing), with "Limpar filtros" to leave it.
  const mine = params.get("scope") === "mine";
  const setMine = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("scope", "mine");
        else updated.delete("scope");
        return updated;
      },
      { replace: true },
    );

  const setFilters = (next: ListFilters) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ["type", "status", "purpose"] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  const clearAll = () => {
    clearSearch();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        FILTER_KEYS.forEach((key) => updated.delete(key));
        return updated;
      },
      { replace: true },
    );
  };

  const query = useProjects({ q: q || undefined, ...filters, ...(mine ? { scope: "mine" as const } : {}) });
  const pages = query.data?.pages ?? [];
  const projects = pages.flatMap((page) => page.items);
  const summary = pages[0]?.summary;
  const filtered = Boolean(q || filters.type || filters.status || filters.purpose || mine);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Projetos</h1>
          <p className="mt-1 text-muted-foreground">Explore e acompanhe projetos imobiliários da plataforma.</p>
        </div>
        {canCreate && (
          <Button asChild>
            <Link to={appRoutes.createProject}>
              <Plus aria-hidden="true" />
              Criar Projeto
            </Link>
          </Button>
        )}
      </header>

      <ProjectSummaryCards summary={query.isError ? undefined : summary} />

      {canCreate && <ProjectScopeToggle mine={mine} onChange={setMine} />}

      <ProjectFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={clearAll}
      />

      <section aria-labelledby="projects-results" className="grid gap-6">
        <h2 id="projects-results" className="sr-only">
          Resultados
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {query.isSuccess && summary
            ? `${summary.total} ${summary.total === 1 ? "projeto encontrado" : "projetos encontrados"}`
            : ""}
        </p>
        {query.isPending ? (
          <ProjectCardSkeletons />
        ) : query.isError ? (
          <EmptyState
            role="alert"
            icon={AlertTriangle}
            title="Não foi possível carregar os projetos."
            description={query.error.message}
            action={
              <Button variant="outline" onClick={() => query.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : projects.length === 0 ? (
          <EmptyState
            icon={FolderSearch}
            title="Nenhum projeto encontrado com os filtros aplicados."
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
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
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
                Não foi possível carregar mais projetos. Tente novamente.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
