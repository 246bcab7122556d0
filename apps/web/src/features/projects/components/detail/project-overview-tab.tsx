import type { ReactNode } from "react";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  PROJECT_PURPOSE_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  PROJECT_VISIBILITY_LABELS,
} from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { formatDate, formatPercent } from "@/lib/format";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function ProjectOverviewTab({ project }: { project: ProjectDetail }) {
  const investment = project.purpose === "investment";
  return (
    <div className="grid gap-6">
      <section aria-labelledby="overview-about" className="grid gap-2">
        <h3 id="overview-about" className="font-semibold">
          Sobre o projeto
        </h3>
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {project.description || "O criador ainda não descreveu este projeto."}
        </p>
      </section>
      <section aria-labelledby="overview-facts" className="grid gap-3">
        <h3 id="overview-facts" className="font-semibold">
          Informações principais
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Item label="Localização">
            {project.location_city}/{project.location_state}
            {project.location_address && (
              <span className="block font-normal text-muted-foreground">{project.location_address}</span>
            )}
          </Item>
          <Item label="Tipo">{PROJECT_TYPE_LABELS[project.project_type]}</Item>
          <Item label="Finalidade">{PROJECT_PURPOSE_LABELS[project.purpose]}</Item>
          <Item label="Visibilidade">{PROJECT_VISIBILITY_LABELS[project.visibility]}</Item>
          <Item label="Status">{PROJECT_STATUS_LABELS[project.status]}</Item>
          <Item label="Gestor">{project.manager}</Item>
          <Item label="Duração">
            {project.timeline_months
              ? `${project.timeline_months} ${project.timeline_months === 1 ? "mês" : "meses"}`
              : "—"}
          </Item>
          <Item label="Prazo">{formatDate(project.deadline)}</Item>
          <Item label="ROI estimado">{formatPercent(project.roi)}</Item>
          {investment && (
            <>
              <Item label="Meta de captação">
                {project.target_amount != null ? formatBRL(project.target_amount) : "—"}
              </Item>
              <Item label="Captação mínima">
                {project.minimum_target_amount != null ? formatBRL(project.minimum_target_amount) : "—"}
              </Item>
              <Item label="Investimento mínimo">
                {project.min_investment != null ? formatBRL(project.min_investment) : "—"}
              </Item>
            </>
          )}
          <Item label="Criado em">{formatDate(project.created_at)}</Item>
        </dl>
      </section>
    </div>
  );
}
