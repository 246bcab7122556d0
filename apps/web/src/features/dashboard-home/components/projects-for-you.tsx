import { Link } from "react-router";
import { Building2, Sparkles } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PROJECT_TYPE_LABELS } from "@alicerce/shared/projects";
import { appPaths } from "@alicerce/shared/routes";
import type { ProjectRecommendation } from "@alicerce/shared/schemas/portfolio";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format";

function ProjectItem({ project }: { project: ProjectRecommendation }) {
  const progress = project.target_amount > 0 ? (project.raised_amount / project.target_amount) * 100 : 0;
  return (
    <li>
      <Link
        to={appPaths.project(project.id)}
        className="group grid h-full gap-3 rounded-xl border bg-card p-4 shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary/10 text-primary">
            {project.cover_image_url ? (
              <img src={project.cover_image_url} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <Building2 className="size-5" aria-hidden="true" />
            )}
          </span>
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="truncate font-medium group-hover:underline">{project.title}</span>
            <span className="truncate text-sm text-muted-foreground">
              {project.location_city}/{project.location_state} · {PROJECT_TYPE_LABELS[project.project_type]}
            </span>
          </span>
        </div>
        <p className="flex items-start gap-1.5 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{project.reason}</span>
        </p>
        <div className="grid gap-1">
          <Progress value={progress} aria-label={`Captação de ${project.title}`} />
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
            <span>
              {formatBRL(project.raised_amount)} de {formatBRL(project.target_amount)}
            </span>
            <span>ROI {formatPercent(project.roi)}</span>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** "Projetos para você" (docs/product/dashboard.md#recommendations): open raises ranked for this investor. */
export function ProjectsForYou({ projects }: { projects: ProjectRecommendation[] }) {
  return (
    <section aria-labelledby="projetos-para-voce" className="@container grid gap-4">
      <div>
        <h2 id="projetos-para-voce" className="text-lg font-semibold">
          Projetos para você
        </h2>
        <p className="text-sm text-muted-foreground">
          Captações abertas parecidas com seus investimentos, com mínimo dentro do seu limite anual.
        </p>
      </div>
      {projects.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          Nenhuma captação aberta cabe no seu limite anual agora.
        </p>
      ) : (
        <ul className="grid gap-3 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {projects.map((p) => (
            <ProjectItem key={p.id} project={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
