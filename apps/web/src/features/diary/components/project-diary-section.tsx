import { useState } from "react";
import { SectionLoading } from "@/components/section-status";
import { PHASE_STATUS_LABELS } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import type { DiaryPage } from "@alicerce/shared/schemas/diary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { QueryStates } from "@/components/list/query-states";
import { useProjectDiary } from "@/api/diary/project-diary";
import { DiaryUpdateItem } from "./diary-update-item";
import { PostUpdateDialog } from "./post-update-dialog";

/**
 * Who the page shows the diary to (the server decides again): a project in execution or completed,
 * for its creator, team and admins (`can_upload_documents`) and its investors.
 */
export const showsDiary = (project: ProjectDetail) =>
  (project.status === "in_progress" || project.status === "completed") &&
  (project.viewer.can_upload_documents || project.viewer.invested_amount > 0);

/** The overall bar, then each phase's percentage and status (the mean of these is the overall figure). */
function OverallProgress({ data }: { data: DiaryPage }) {
  if (data.overall_progress === null) return null;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <p className="flex items-center justify-between text-sm">
          <span className="font-medium">Progresso geral da obra</span>
          <span className="tabular-nums">{data.overall_progress}%</span>
        </p>
        <Progress value={data.overall_progress} aria-label="Progresso geral da obra" className="h-2" />
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Progresso por etapa">
        {data.phases.map((phase) => (
          <li key={phase.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="min-w-0 break-words">{phase.name}</span>
            <span className="flex items-center gap-2 text-muted-foreground">
              <span className="tabular-nums">{phase.progress}%</span>
              <span>· {PHASE_STATUS_LABELS[phase.status]}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Diário de obra on the project page (docs/product/diary.md): the updates, newest first, ten a page,
 * with their photos in a lightbox; the creator and the team post new ones while the project is in
 * execution.
 */
export function ProjectDiarySection({ project }: { project: ProjectDetail }) {
  const [page, setPage] = useState(1);
  const shown = showsDiary(project);
  const query = useProjectDiary(project.id, page, shown);
  if (!shown) return null;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Diário de obra
        </CardTitle>
        {query.data?.can_post && <PostUpdateDialog projectId={project.id} phases={query.data.phases} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando o diário de obra..." rows={["h-6", "h-20", "h-20"]} />}
          errorTitle="Não foi possível carregar o diário de obra."
          before={(data) => <OverallProgress data={data} />}
          empty={(data) => (
            <p className="text-sm text-muted-foreground">
              {data.can_post
                ? "Nenhuma atualização ainda. Publique a primeira para contar aos investidores como vai a obra."
                : "Nenhuma atualização publicada ainda."}
            </p>
          )}
          pagination={{ label: "Páginas do diário de obra", page, onPageChange: setPage }}
        >
          {(data) => (
            <ul className="divide-y" aria-label="Atualizações do diário de obra">
              {data.items.map((update) => (
                <DiaryUpdateItem key={update.id} projectId={project.id} update={update} />
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
