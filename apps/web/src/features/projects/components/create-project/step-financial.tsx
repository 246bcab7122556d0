import { Controller, useFormContext } from "react-hook-form";
import { AlertTriangle, Info } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  PROJECT_PURPOSE_LABELS,
  PROJECT_VISIBILITIES,
  PROJECT_VISIBILITY_LABELS,
  smallestMinimumTarget,
} from "@alicerce/shared/projects";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { VISIBILITY_WARNING } from "../texts";
import type { WizardValues } from "./wizard-form";

export function StepFinancial() {
  const {
    control,
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<WizardValues>();
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
          <FormField id="target_amount" label="Meta de captação" error={errors.target_amount?.message}>
            <Controller
              control={control}
              name="target_amount"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  value={field.value}
                  onValueChange={onTargetChange}
                  onBlur={field.onBlur}
                  {...fieldAria("target_amount", errors.target_amount?.message)}
                />
              )}
            />
          </FormField>
          {target !== null && target > 0 && (
            <FormField
              id="minimum_target_amount"
              label="Captação mínima"
              error={errors.minimum_target_amount?.message}
              hint={`Entre ${formatBRL(smallestMinimumTarget(target))} (2/3 da meta) e ${formatBRL(target)}. Abaixo disso no prazo, a captação é cancelada e os valores devolvidos.`}
            >
              <Controller
                control={control}
                name="minimum_target_amount"
                render={({ field }) => (
                  <MoneyInput
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    {...fieldAria("minimum_target_amount", errors.minimum_target_amount?.message, "hint")}
                  />
                )}
              />
            </FormField>
          )}
          <FormField id="min_investment" label="Investimento mínimo" error={errors.min_investment?.message}>
            <Controller
              control={control}
              name="min_investment"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  {...fieldAria("min_investment", errors.min_investment?.message)}
                />
              )}
            />
          </FormField>
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {purpose
            ? `Projetos de finalidade ${PROJECT_PURPOSE_LABELS[purpose]} não captam recursos de investidores e são sempre privados.`
            : "A meta de captação e a visibilidade aparecem quando a finalidade escolhida é Investimento."}
        </p>
      )}

      <FormField
        id="roi"
        label="ROI estimado (%)"
        error={errors.roi?.message}
        hint="Retorno estimado sobre o investimento, por exemplo 12,5."
      >
        <Input
          inputMode="decimal"
          placeholder="Ex.: 12,5"
          {...fieldAria("roi", errors.roi?.message, "hint")}
          {...register("roi")}
        />
      </FormField>

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
