import { appPaths } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { CalendarDays, MapPin, TrendingUp, Users } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PROJECT_PURPOSE_LABELS, PROJECT_TYPE_LABELS, type ProjectStatus } from "@alicerce/shared/projects";
import type { ProjectCard as ProjectCardData } from "@alicerce/shared/schemas/projects";
import { buttonVariants } from "@/components/ui/button-variants";
import { Progress } from "@/components/ui/progress";
import { formatDate, formatPercent } from "@/lib/format";
import { cn } from "@/lib/cn";
import { ProjectCover } from "./project-cover";
import { ProjectStatusBadge } from "./project-status-badge";

/** docs/product/projects.md#project-list: the card's button invites to invest while the raise is open. */
export function projectCardActionLabel(status: ProjectStatus): string {
  return status === "funding_open" ? "Investir agora" : "Ver detalhes";
}

/** Share of the target raised, 0–100 (whole percent). */
export function raisedPercent(raised: number, target: number | null): number {
  if (!target || target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((raised / target) * 100)));
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const href = appPaths.project(project.id);
  const investing = project.status === "funding_open";
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <ProjectCover
          src={project.cover_image_url}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <ProjectStatusBadge status={project.status} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="grid gap-1.5">
          <h3 id={titleId} className="line-clamp-2 text-lg leading-snug font-semibold">
            {/* The title link covers the whole card (a stretched link), so any click opens it. */}
            <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
              {project.title}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {project.location_city}/{project.location_state}
          </p>
        </div>
        <dl className="flex flex-wrap gap-2 text-xs">
          <div className="rounded-md bg-secondary px-2 py-1 text-secondary-foreground">
            <dt className="sr-only">Finalidade</dt>
            <dd>{PROJECT_PURPOSE_LABELS[project.purpose]}</dd>
          </div>
          <div className="rounded-md border px-2 py-1">
            <dt className="sr-only">Tipo</dt>
            <dd>{PROJECT_TYPE_LABELS[project.project_type]}</dd>
          </div>
        </dl>
        {project.target_amount != null && project.target_amount > 0 && (
          <div className="grid gap-2">
            {/* Each amount stays whole: when both do not fit on one line the target moves below, never mid-number. */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-sm tabular-nums">
              <span className="font-semibold whitespace-nowrap">{formatBRL(project.raised_amount)}</span>
              <span className="whitespace-nowrap text-muted-foreground">de {formatBRL(project.target_amount)}</span>
            </div>
            <Progress
              value={project.raised_amount}
              max={project.target_amount}
              aria-label={`Captado: ${raisedPercent(project.raised_amount, project.target_amount)}% da meta`}
            />
            <p className="text-xs text-muted-foreground">
              {raisedPercent(project.raised_amount, project.target_amount)}% captado
            </p>
          </div>
        )}
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t pt-4 text-sm">
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <TrendingUp className="size-3.5" aria-hidden="true" />
              ROI
            </dt>
            <dd className="font-medium">{formatPercent(project.roi)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              Prazo
            </dt>
            <dd className="font-medium">{formatDate(project.deadline)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Users className="size-3.5" aria-hidden="true" />
              Investidores
            </dt>
            <dd className="font-medium">{project.investor_count}</dd>
          </div>
        </dl>
        <Link
          to={investing ? `${href}?investir=1` : href}
          className={cn(buttonVariants({ variant: investing ? "highlight" : "outline" }), "relative z-10 w-full")}
        >
          {projectCardActionLabel(project.status)}
        </Link>
      </div>
    </article>
  );
}
