import { DateField, TextField } from "@/components/form";
import { PhaseListFields } from "../phases/phase-list-fields";
import type { WizardValues } from "./wizard-form";

export function StepSchedule() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<WizardValues>
          name="timeline_months"
          id="timeline_months"
          label="Duração (meses)"
          inputMode="numeric"
          placeholder="Ex.: 24"
        />
        <DateField<WizardValues>
          name="deadline"
          id="deadline"
          label="Prazo"
          hint="Data limite da captação ou da entrega."
        />
      </div>

      <fieldset className="grid gap-4">
        <legend className="text-base font-semibold">Etapas do cronograma</legend>
        <PhaseListFields
          idPrefix="phases"
          emptyText="Nenhuma etapa adicionada. Você pode incluí-las agora ou depois."
        />
      </fieldset>
    </div>
  );
}
