import { useForm } from "react-hook-form";
import { Loader2 } from "lucide-react";
import type { ProjectDetail, UpdatePhasesInput } from "@alicerce/shared/schemas/projects";
import { applyServerErrors, Form, schemaResolver } from "@/components/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useUpdatePhases } from "@/api/projects/update-phases";
import { phaseDraftOf, phaseDraftsSchema, type PhaseDraft } from "../phases/phase-draft";
import { PhaseListFields } from "../phases/phase-list-fields";

type Values = { phases: PhaseDraft[] };

/** The creator's timeline editor: add, remove, reorder, change status; saved as a whole (PUT). */
export function PhasesEditor({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const save = useUpdatePhases(project.id);
  const form = useForm<Values, unknown, UpdatePhasesInput>({
    resolver: schemaResolver<Values, typeof phaseDraftsSchema>(phaseDraftsSchema),
    defaultValues: { phases: project.phases.map(phaseDraftOf) },
  });

  const onSave = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: "Cronograma atualizado!", description: "As etapas do projeto foram salvas." });
        onDone();
      },
      // The query client's default toast says what went wrong.
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <Form form={form} onSubmit={onSave} className="grid gap-4">
      <PhaseListFields
        idPrefix="edit-phase"
        emptyText="Nenhuma etapa. Adicione a primeira abaixo."
        heading="h4"
        reorderable
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? "Salvando..." : "Salvar cronograma"}
        </Button>
      </div>
    </Form>
  );
}
