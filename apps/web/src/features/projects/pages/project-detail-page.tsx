import { appRoutes } from "@alicerce/shared/routes";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import {
  AlertTriangle,
  ArrowLeft,
  CalendarRange,
  FileDown,
  FileText,
  Info,
  MapPin,
  SearchX,
  Users,
} from "lucide-react";
import { PROJECT_PURPOSE_LABELS, PROJECT_TYPE_LABELS } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiRequestError } from "@/lib/api-client";
import { prospectusUrl } from "@/api/projects/prospectus-url";
import { useProject } from "@/api/projects/get-project";
import { CreatorPanel } from "../components/detail/creator-panel";
import { FollowPanel, InvestmentPanel } from "../components/detail/investment-panel";
import { InterestsSection } from "../components/detail/interests-section";
import { LifecyclePanel } from "../components/detail/lifecycle-panel";
import { ProjectDocumentsTab } from "../components/detail/project-documents-tab";
import { ProjectGallery } from "../components/detail/project-gallery";
import { ProjectOverviewTab } from "../components/detail/project-overview-tab";
import { ProjectTeamTab } from "../components/detail/project-team-tab";
import { ProjectTimelineTab } from "../components/detail/project-timeline-tab";
import { ReviewHistorySection } from "../components/detail/review-history-section";
import { ShareButton } from "../components/detail/share-button";
import { InvestDialog, InvestorsSection, MyInvestments } from "@/features/investments";
import { paysInvestors } from "@alicerce/shared/schemas/distributions";
import { ProjectDistributionsSection } from "@/features/distributions";
import { ProjectQuestionsSection } from "@/features/questions";
import { ProjectDiarySection } from "@/features/diary";
import { ReleaseCard } from "@/features/payments";
import { ProjectBudgetSection } from "@/features/budget";
import { ProjectStatusBadge } from "../components/project-status-badge";
import { useDocumentTitle } from "@/hooks/use-document-title";

const backLink = (
  <Link to={appRoutes.projects} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 w-fit" })}>
    <ArrowLeft aria-hidden="true" />
    Voltar para projetos
  </Link>
);

function DetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <span className="sr-only">Carregando projeto...</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid gap-4">
          <Skeleton className="aspect-[16/9]" />
          <Skeleton className="h-10 w-80" />
          <Skeleton className="h-32" />
        </div>
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const [params, setParams] = useSearchParams();
  const [investing, setInvesting] = useState(false);
  const investment = project.purpose === "investment";
  const canInvest = project.viewer.can_invest && project.status === "funding_open";

  // The card's "Investir agora" links here with ?investir=1: open the dialog once, then drop it.
  const wantsToInvest = params.get("investir") === "1";
  useEffect(() => {
    if (!wantsToInvest) return;
    if (canInvest) setInvesting(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("investir");
        return next;
      },
      { replace: true },
    );
  }, [wantsToInvest, canInvest, setParams]);

  return (
    // minmax(0,1fr): the column is the screen's width, never the width of its widest line (the tab bar).
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      {backLink}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={project.status} />
            <span className="text-sm text-muted-foreground">
              {PROJECT_PURPOSE_LABELS[project.purpose]} · {PROJECT_TYPE_LABELS[project.project_type]}
            </span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{project.title}</h1>
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {project.location_city}/{project.location_state}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ShareButton title={project.title} />
          <a href={prospectusUrl(project.id)} download className={buttonVariants({ variant: "outline" })}>
            <FileDown aria-hidden="true" />
            Baixar prospecto
          </a>
        </div>
      </header>

      {project.funding_failed_at && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p>
            A captação não atingiu o valor mínimo até o prazo. Os compromissos dos investidores foram cancelados e os
            valores, devolvidos.
          </p>
        </div>
      )}

      {/* Narrow screens read gallery, side panels, then tabs; from xl the panels take a column of their own
          (at lg, beside the sidebar, the main column would be too narrow for the tab bar: decision 017). */}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <ProjectGallery title={project.title} images={project.images} />
        </div>
        <aside
          aria-label="Resumo do projeto"
          className="grid min-w-0 gap-6 xl:col-start-2 xl:row-span-2 xl:row-start-1"
        >
          {project.viewer.can_manage && <LifecyclePanel project={project} />}
          {investment ? (
            <InvestmentPanel project={project} onInvest={() => setInvesting(true)} />
          ) : (
            <FollowPanel project={project} />
          )}
          {investment && <MyInvestments projectId={project.id} />}
          {investment && project.viewer.can_manage && ["in_progress", "completed"].includes(project.status) && (
            <ReleaseCard projectId={project.id} />
          )}
          <CreatorPanel project={project} />
        </aside>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 xl:col-start-1 xl:row-start-2">
          <Tabs defaultValue="overview">
            {/* On a phone the four tabs sit two by two: in one row at 360 px the last one would be cut. */}
            <TabsList aria-label="Seções do projeto" className="grid h-auto grid-cols-2 sm:inline-flex sm:h-10">
              <TabsTrigger className="h-8 px-2 text-xs sm:h-full sm:px-3 sm:text-sm" value="overview">
                <Info aria-hidden="true" className="hidden lg:block" />
                Visão Geral
              </TabsTrigger>
              <TabsTrigger className="h-8 px-2 text-xs sm:h-full sm:px-3 sm:text-sm" value="team">
                <Users aria-hidden="true" className="hidden lg:block" />
                Equipe
              </TabsTrigger>
              <TabsTrigger className="h-8 px-2 text-xs sm:h-full sm:px-3 sm:text-sm" value="documents">
                <FileText aria-hidden="true" className="hidden lg:block" />
                Documentos
              </TabsTrigger>
              <TabsTrigger className="h-8 px-2 text-xs sm:h-full sm:px-3 sm:text-sm" value="timeline">
                <CalendarRange aria-hidden="true" className="hidden lg:block" />
                Cronograma
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <ProjectOverviewTab project={project} />
            </TabsContent>
            <TabsContent value="team">
              <ProjectTeamTab team={project.team} projectId={project.id} canManage={project.viewer.can_manage} />
            </TabsContent>
            <TabsContent value="documents">
              <ProjectDocumentsTab project={project} />
            </TabsContent>
            <TabsContent value="timeline">
              <ProjectTimelineTab project={project} />
            </TabsContent>
          </Tabs>
          <ProjectDiarySection project={project} />
          {paysInvestors(project) && (
            <ProjectDistributionsSection projectId={project.id} canManage={project.viewer.can_manage} />
          )}
          <ProjectQuestionsSection project={project} />
          <ProjectBudgetSection project={project} />
          {project.viewer.can_see_reviews && <ReviewHistorySection projectId={project.id} />}
          {project.viewer.can_manage && (
            <div className="grid gap-6">
              {investment && <InvestorsSection projectId={project.id} />}
              <InterestsSection projectId={project.id} />
            </div>
          )}
        </div>
      </div>
      {investment && <InvestDialog project={project} open={investing} onOpenChange={setInvesting} />}
    </div>
  );
}

/** docs/product/projects.md#project-page (/dashboard/projects/{id}), with live data (GET /api/projects/:id). */
export function ProjectDetailPage() {
  const { id = "" } = useParams();
  const query = useProject(id);
  useDocumentTitle(query.data?.title);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const error = query.error;
    // An unknown, invisible or malformed id all mean the same thing to the user.
    const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        {backLink}
        {missing ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Projeto não encontrado</h1>
            <EmptyState
              icon={SearchX}
              title="Este projeto não existe ou você não tem acesso a ele."
              action={
                <Link to={appRoutes.projects} className={buttonVariants({ variant: "outline" })}>
                  Ver todos os projetos
                </Link>
              }
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Projeto</h1>
            <LoadError title="Não foi possível carregar o projeto." error={error} onRetry={query.refetch} />
          </>
        )}
      </div>
    );
  }
  return <ProjectView project={query.data} />;
}
