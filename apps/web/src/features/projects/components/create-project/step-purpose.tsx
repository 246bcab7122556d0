import { Controller, useFormContext } from "react-hook-form";
import { House, TrendingUp, Users, type LucideIcon } from "lucide-react";
import {
  PROJECT_PURPOSE_DESCRIPTIONS,
  PROJECT_PURPOSE_LABELS,
  PROJECT_PURPOSES,
  type ProjectPurpose,
} from "@alicerce/shared/projects";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";
import type { WizardValues } from "./wizard-form";

const ICONS: Record<ProjectPurpose, LucideIcon> = { personal: House, collaborative: Users, investment: TrendingUp };

export function StepPurpose() {
  const {
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const error = errors.purpose?.message;
  return (
    <Controller
      control={control}
      name="purpose"
      render={({ field }) => (
        <div className="grid gap-2">
          <RadioGroup
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            aria-label="Finalidade do projeto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "purpose-error" : undefined}
            className="grid gap-4 lg:grid-cols-3"
          >
            {PROJECT_PURPOSES.map((purpose) => {
              const Icon = ICONS[purpose];
              const selected = field.value === purpose;
              return (
                <label
                  key={purpose}
                  htmlFor={`purpose-${purpose}`}
                  className={cn(
                    "relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 p-5 transition-colors hover:border-primary/40 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    selected ? "border-primary bg-primary/5" : "border-border",
                  )}
                >
                  <span className="flex items-center justify-between">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <RadioGroupItem id={`purpose-${purpose}`} value={purpose} />
                  </span>
                  <span className="font-semibold">{PROJECT_PURPOSE_LABELS[purpose]}</span>
                  <span className="text-sm text-muted-foreground">{PROJECT_PURPOSE_DESCRIPTIONS[purpose]}</span>
                </label>
              );
            })}
          </RadioGroup>
          {error && (
            <p id="purpose-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    />
  );
}
