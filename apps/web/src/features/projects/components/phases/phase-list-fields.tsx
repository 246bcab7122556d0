import { useFieldArray, useFormContext } from "react-hook-form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { PHASE_STATUS_LABELS, PHASE_STATUSES } from "@alicerce/shared/projects";
import { DateField, MoneyField, SelectField, TextareaField, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { EMPTY_PHASE, type PhaseDraft } from "./phase-draft";
import { TEXT_LIMITS } from "@alicerce/shared/text-limits";

const STATUS_OPTIONS = PHASE_STATUSES.map((s) => [s, PHASE_STATUS_LABELS[s]] as const);

type PhasesForm = { phases: PhaseDraft[] };

/**
 * The timeline's phases as a list of fields under `phases`, used by the creation wizard and by the
 * project page's editor. Field ids are `<idPrefix>-<index>-<field>`, so a server error on
 * "phases.0.name" can be focused as "phases-0-name".
 */
export function PhaseListFields({
  idPrefix,
  emptyText,
  reorderable = false,
  heading: Heading = "h3",
}: {
  idPrefix: string;
  emptyText: string;
  /** The project page lets the creator move phases; the wizard adds them in order. */
  reorderable?: boolean;
  heading?: "h3" | "h4";
}) {
  const { control } = useFormContext<PhasesForm>();
  const phases = useFieldArray({ control, name: "phases" });
  const last = phases.fields.length - 1;

  return (
    <>
      {phases.fields.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      <ol className="grid gap-4">
        {phases.fields.map((phase, index) => {
          const id = (name: string) => `${idPrefix}-${index}-${name}`;
          const path = <K extends keyof PhaseDraft>(name: K) => `phases.${index}.${name}` as const;
          return (
            <li key={phase.id} className="grid gap-4 rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading className="text-sm font-semibold">Etapa {index + 1}</Heading>
                <div className="flex gap-1">
                  {reorderable && (
                    <>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={index === 0}
                        onClick={() => phases.move(index, index - 1)}
                        aria-label={`Mover etapa ${index + 1} para cima`}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={index === last}
                        onClick={() => phases.move(index, index + 1)}
                        aria-label={`Mover etapa ${index + 1} para baixo`}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                    </>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => phases.remove(index)}
                    aria-label={`Remover etapa ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remover
                  </Button>
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <TextField<PhasesForm> name={path("name")} id={id("name")} label="Nome da etapa" />
                <SelectField<PhasesForm>
                  name={path("status")}
                  id={id("status")}
                  label="Status"
                  options={STATUS_OPTIONS}
                />
              </div>
              <TextareaField<PhasesForm>
                name={path("description")}
                id={id("description")}
                maxLength={TEXT_LIMITS.phaseDescription}
                label="Descrição (opcional)"
                rows={2}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <DateField<PhasesForm> name={path("start_date")} id={id("start_date")} label="Início" />
                <DateField<PhasesForm> name={path("end_date")} id={id("end_date")} label="Fim" />
                <MoneyField<PhasesForm>
                  name={path("budget")}
                  id={id("budget")}
                  label="Orçamento (opcional)"
                  hint="Comparado ao realizado na página do projeto."
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => phases.append({ ...EMPTY_PHASE }, { focusName: `phases.${phases.fields.length}.name` })}
        >
          <Plus aria-hidden="true" />
          Adicionar etapa
        </Button>
      </div>
    </>
  );
}
