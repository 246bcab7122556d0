import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";

/** A yes/no field: the checkbox inside its label text, holding true or false. */
export function CheckboxField<T extends FieldValues>({
  name,
  id,
  required,
  className,
  children,
}: {
  name: FieldPath<T>;
  id: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { control } = useFormContext<T>();
  return (
    <label htmlFor={id} className={cn("flex items-start gap-3 text-sm", className)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
            onBlur={field.onBlur}
            aria-required={required ? "true" : undefined}
            className="mt-0.5"
          />
        )}
      />
      {children}
    </label>
  );
}
