import { Link } from "react-router";
import { CheckCircle2, FolderKanban, Wallet } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import { appPaths, appRoutes } from "@alicerce/shared/routes";
import type { CreatorOverview as Overview } from "@alicerce/shared/schemas/portfolio";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format";
import { OverviewStats } from "./overview-stats";

/** A creator's overview: total raised, projects under way and completed, each project's progress. */
export function CreatorOverview({ overview }: { overview: Overview }) {
  return (
    <div className="grid gap-6">
      <OverviewStats
        label="Resumo dos seus projetos"
        stats={[
          { icon: Wallet, label: "Total captado", value: formatBRL(overview.total_raised) },
          { icon: FolderKanban, label: "Projetos ativos", value: overview.active_projects.toLocaleString("pt-BR") },
          {
            icon: CheckCircle2,
            label: "Projetos concluídos",
            value: overview.completed_projects.toLocaleString("pt-BR"),
          },
        ]}
      />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="text-lg">
            Seus projetos
          </CardTitle>
        </CardHeader>
        <CardContent>
          {overview.projects.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Você ainda não criou projetos.{" "}
              <Link to={appRoutes.createProject} className="text-primary underline-offset-4 hover:underline">
                Criar projeto
              </Link>
            </p>
          ) : (
            <ul className="divide-y">
              {overview.projects.map((p) => (
                <li key={p.id} className="grid gap-2 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={appPaths.project(p.id)} className="min-w-0 truncate font-medium hover:underline">
                      {p.title}
                    </Link>
                    <Badge variant="secondary">{PROJECT_STATUS_LABELS[p.status]}</Badge>
                  </div>
                  {p.target !== null && p.progress !== null ? (
                    <div className="grid gap-1">
                      <Progress value={p.progress} aria-label={`Progresso da captação de ${p.title}`} />
                      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                        <span>
                          {formatBRL(p.raised)} de {formatBRL(p.target)}
                        </span>
                        <span>{formatPercent(p.progress)}</span>
                      </p>
                    </div>
                  ) : (
                    <p className="text-xs text-muted-foreground">Sem meta de captação.</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
