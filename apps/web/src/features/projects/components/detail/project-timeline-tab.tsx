import { useState } from "react";
import { CalendarRange, Pencil } from "lucide-react";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";
import { PhasesEditor } from "./phases-editor";
import { PhaseStatusIcon, PhaseStatusLabel } from "./phase-status";

export function ProjectTimelineTab({ project }: { project: ProjectDetail }) {
  const [editing, setEditing] = useState(false);
  const canEdit = project.viewer.can_manage;
  if (editing) return <PhasesEditor project={project} onDone={() => setEditing(false)} />;
  return (
    <div className="grid gap-4">
      {canEdit && (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Editar cronograma
          </Button>
        </div>
      )}
      {project.phases.length === 0 ? (
        <EmptyState icon={CalendarRange} title="Nenhuma etapa cadastrada." />
      ) : (
        <ol className="grid">
          {project.phases.map((phase, index) => (
            <li key={phase.id} className="relative flex gap-4 pb-6 last:pb-0">
              {index < project.phases.length - 1 && (
                <span aria-hidden="true" className="absolute top-7 bottom-0 left-[9px] w-0.5 bg-border" />
              )}
              <PhaseStatusIcon status={phase.status} className="relative mt-0.5 shrink-0 bg-background" />
              <div className="grid flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{phase.name}</p>
                  <PhaseStatusLabel status={phase.status} />
                </div>
                {(phase.start_date || phase.end_date) && (
                  <p className="text-sm text-muted-foreground">
                    {formatDate(phase.start_date)} – {formatDate(phase.end_date)}
                  </p>
                )}
                {phase.description && <p className="text-sm text-muted-foreground">{phase.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
