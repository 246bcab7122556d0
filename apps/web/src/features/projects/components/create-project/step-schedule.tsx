import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { PHASE_STATUS_LABELS, PHASE_STATUSES } from "@alicerce/shared/projects";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { EMPTY_PHASE, type WizardValues } from "./wizard-form";

export function StepSchedule() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const phases = useFieldArray({ control, name: "phases" });

  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="timeline_months" label="Duração (meses)" error={errors.timeline_months?.message}>
          <Input
            inputMode="numeric"
            placeholder="Ex.: 24"
            {...fieldAria("timeline_months", errors.timeline_months?.message)}
            {...register("timeline_months")}
          />
        </FormField>
        <FormField
          id="deadline"
          label="Prazo"
          error={errors.deadline?.message}
          hint="Data limite da captação ou da entrega."
        >
          <Input type="date" {...fieldAria("deadline", errors.deadline?.message, "hint")} {...register("deadline")} />
        </FormField>
      </div>

      <fieldset className="grid gap-4">
        <legend className="text-base font-semibold">Etapas do cronograma</legend>
        {phases.fields.length === 0 && (
          <p className="-mt-2 text-sm text-muted-foreground">
            Nenhuma etapa adicionada. Você pode incluí-las agora ou depois.
          </p>
        )}
        <ol className="grid gap-4">
          {phases.fields.map((phase, index) => {
            const e = errors.phases?.[index];
            const id = (name: string) => `phases-${index}-${name}`;
            return (
              <li key={phase.id} className="grid gap-4 rounded-xl border p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">Etapa {index + 1}</h3>
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
                <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                  <FormField id={id("name")} label="Nome da etapa" error={e?.name?.message}>
                    <Input {...fieldAria(id("name"), e?.name?.message)} {...register(`phases.${index}.name`)} />
                  </FormField>
                  <FormField id={id("status")} label="Status" error={e?.status?.message}>
                    <Controller
                      control={control}
                      name={`phases.${index}.status`}
                      render={({ field }) => (
                        <Select value={field.value} onValueChange={field.onChange}>
                          <SelectTrigger ref={field.ref} {...fieldAria(id("status"), e?.status?.message)}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {PHASE_STATUSES.map((s) => (
                              <SelectItem key={s} value={s}>
                                {PHASE_STATUS_LABELS[s]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    />
                  </FormField>
                </div>
                <FormField id={id("description")} label="Descrição (opcional)" error={e?.description?.message}>
                  <Textarea
                    rows={2}
                    {...fieldAria(id("description"), e?.description?.message)}
                    {...register(`phases.${index}.description`)}
                  />
                </FormField>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField id={id("start_date")} label="Início" error={e?.start_date?.message}>
                    <Input
                      type="date"
                      {...fieldAria(id("start_date"), e?.start_date?.message)}
                      {...register(`phases.${index}.start_date`)}
                    />
                  </FormField>
                  <FormField id={id("end_date")} label="Fim" error={e?.end_date?.message}>
                    <Input
                      type="date"
                      {...fieldAria(id("end_date"), e?.end_date?.message)}
                      {...register(`phases.${index}.end_date`)}
                    />
                  </FormField>
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
      </fieldset>
    </div>
  );
}
