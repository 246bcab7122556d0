import { Controller, useFormContext } from "react-hook-form";
import { AlertTriangle, Info } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  PROJECT_PURPOSE_LABELS,
  PROJECT_VISIBILITIES,
  PROJECT_VISIBILITY_LABELS,
  smallestMinimumTarget,
} from "@alicerce/shared/projects";
import { MoneyField, TextField } from "@/components/form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { VISIBILITY_WARNING } from "../texts";
import type { WizardValues } from "./wizard-form";

export function StepFinancial() {
  const { control, watch, getValues, setValue } = useFormContext<WizardValues>();
  const purpose = watch("purpose");
  const target = watch("target_amount");
  const investment = purpose === "investment";

  const onTargetChange = (next: number | null) => {
    // The minimum follows the target (2/3 of it, CVM 88) until the creator sets another one.
    const previous = getValues("target_amount");
    const minimum = getValues("minimum_target_amount");
    if (minimum === null || (previous !== null && minimum === smallestMinimumTarget(previous))) {
      setValue("minimum_target_amount", next === null ? null : smallestMinimumTarget(next));
    }
    setValue("target_amount", next, { shouldDirty: true });
  };

  return (
    <div className="grid gap-5">
      {investment ? (
        <>
          <MoneyField<WizardValues>
            name="target_amount"
            id="target_amount"
            label="Meta de captação"
            onValueChange={onTargetChange}
          />
          {target !== null && target > 0 && (
            <MoneyField<WizardValues>
              name="minimum_target_amount"
              id="minimum_target_amount"
              label="Captação mínima"
              hint={`Entre ${formatBRL(smallestMinimumTarget(target))} (2/3 da meta) e ${formatBRL(target)}. Abaixo disso no prazo, a captação é cancelada e os valores devolvidos.`}
            />
          )}
          <MoneyField<WizardValues> name="min_investment" id="min_investment" label="Investimento mínimo" />
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {purpose
            ? `Projetos de finalidade ${PROJECT_PURPOSE_LABELS[purpose]} não captam recursos de investidores e são sempre privados.`
            : "A meta de captação e a visibilidade aparecem quando a finalidade escolhida é Investimento."}
        </p>
      )}

      <TextField<WizardValues>
        name="roi"
        id="roi"
        label="ROI estimado (%)"
        hint="Retorno estimado sobre o investimento, por exemplo 12,5."
        inputMode="decimal"
        placeholder="Ex.: 12,5"
      />

      {investment && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Visibilidade</legend>
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                aria-describedby="visibility-warning"
                className="flex flex-wrap gap-6"
              >
                {PROJECT_VISIBILITIES.map((v) => (
                  <label key={v} htmlFor={`visibility-${v}`} className="flex cursor-pointer items-center gap-2 text-sm">
                    <RadioGroupItem id={`visibility-${v}`} value={v} />
                    {PROJECT_VISIBILITY_LABELS[v]}
                  </label>
                ))}
              </RadioGroup>
            )}
          />
          <p
            id="visibility-warning"
            className="flex items-start gap-2 rounded-lg border border-highlight/60 bg-highlight/15 p-3 text-sm text-highlight-foreground"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {VISIBILITY_WARNING}
          </p>
        </fieldset>
      )}
    </div>
  );
}
