import { useState, type ComponentProps } from "react";
import { Controller, useFormContext, useWatch, type FieldPath, type FieldValues } from "react-hook-form";
import { asTypedDateMessage, TYPED_DATE_FORMAT } from "@alicerce/shared/date-messages";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { DateInput, isPartialDate } from "@/components/ui/date-input";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CharacterCount, textLimit } from "./character-count";

type FieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  /** The control's id; the label, error (`<id>-error`) and hint (`<id>-hint`) hang on it. */
  id: string;
  label: string;
  hint?: string;
};

/** The field's current error message, read from the surrounding Form. */
export function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { getFieldState, formState } = useFormContext<T>();
  return getFieldState(name, formState).error?.message;
}

/**
 * A typed text. Numbers go through NumberField: valueAsNumber turned "2,5" and "" alike into NaN.
 * `maxLength` is the schema's limit, counted under the box from 80 % of it, never a maxlength attribute
 * (it cut a paste unseen); the schema refuses a longer text with "Use no máximo N caracteres.".
 */
export function TextField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  maxLength,
  ...input
}: FieldProps<T> & Omit<ComponentProps<typeof Input>, "name" | "id">) {
  const { register, control } = useFormContext<T>();
  const error = useFieldError(name);
  const value: unknown = useWatch({ control, name });
  const limit = maxLength === undefined ? null : textLimit(typeof value === "string" ? value : "", maxLength);
  const aria = fieldAria(id, error, hint);
  const counterId = `${id}-counter`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        {...input}
        {...aria}
        aria-describedby={[aria["aria-describedby"], limit?.shown && counterId].filter(Boolean).join(" ") || undefined}
        {...register(name)}
      />
      {limit && <CharacterCount id={counterId} limit={limit} />}
    </FormField>
  );
}

/**
 * "2,5" → 2.5, "-3" → -3, "" → undefined, anything else → NaN. A person writes decimals with a
 * comma, and an <input type=number> hands over "" for "2,5" in Chromium, so the schema then said a
 * rule the person did not break ("pelo menos 1 dia"). Read as a number, "2,5" meets the schema's own
 * rule ("Use um número inteiro de dias.").
 */
export function readTypedNumber(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return /^-?\d+([.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : Number.NaN;
}

const NOT_A_NUMBER_MESSAGE = "Use só números, por exemplo 15.";

/** The form's number shown again as text, with the pt-BR decimal comma. */
const numberText = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? String(value).replace(".", ",") : "";

/**
 * A number typed as text (inputMode numeric/decimal, not type=number): the form holds a number, or
 * undefined when empty (the schema then asks for it), or NaN for text that is no number, which gets
 * its own sentence here instead of the schema's "Informe …".
 */
export function NumberField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  onBlur,
  ...input
}: FieldProps<T> & Omit<ComponentProps<typeof Input>, "name" | "id" | "value" | "onChange" | "type" | "defaultValue">) {
  const { control } = useFormContext<T>();
  const schemaError = useFieldError(name);
  const [text, setText] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value: unknown = field.value;
        // What was typed, while it still reads as the form's value; otherwise (a reset, a draft) the value.
        const typedStill = text !== null && Object.is(readTypedNumber(text), value);
        const shown = typedStill ? text : numberText(value);
        const error = schemaError && Number.isNaN(value) ? NOT_A_NUMBER_MESSAGE : schemaError;
        return (
          <FormField id={id} label={label} error={error} hint={hint}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...input}
              {...fieldAria(id, error, hint)}
              type="text"
              ref={field.ref}
              name={field.name}
              value={shown}
              onChange={(e) => {
                setText(e.target.value);
                field.onChange(readTypedNumber(e.target.value));
              }}
              onBlur={(e) => {
                field.onBlur();
                onBlur?.(e);
              }}
            />
          </FormField>
        );
      }}
    />
  );
}

/** Text shown through a mask as it is typed (CPF, CNPJ, phone); the schema takes the masked text. */
export function MaskedTextField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  mask,
  onBlur,
  ...input
}: FieldProps<T> & { mask: (text: string) => string } & Omit<
    ComponentProps<typeof Input>,
    "name" | "id" | "value" | "onChange"
  >) {
  const { control } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            {...input}
            {...fieldAria(id, error, hint)}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ""}
            onChange={(e) => field.onChange(mask(e.target.value))}
            onBlur={(e) => {
              field.onBlur();
              onBlur?.(e);
            }}
          />
        )}
      />
    </FormField>
  );
}

/**
 * A date typed as dd/mm/aaaa or picked in the pt-BR calendar; the form holds "yyyy-mm-dd" (or ""),
 * which the shared schema checks. A date missing digits gets its own sentence at the field, and every
 * sentence that names a format names dd/mm/aaaa, the one typed here, where the API's names aaaa-mm-dd
 * (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export function DateField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  className,
}: FieldProps<T> & { className?: string }) {
  const { control } = useFormContext<T>();
  const schemaError = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === "string" ? field.value : "";
        const error =
          schemaError && isPartialDate(value)
            ? `Informe a data completa, no formato ${TYPED_DATE_FORMAT}.`
            : schemaError && asTypedDateMessage(schemaError);
        return (
          <FormField id={id} label={label} error={error} hint={hint}>
            <DateInput
              {...fieldAria(id, error, hint)}
              ref={field.ref}
              name={field.name}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              calendarLabel={`Escolher ${label.toLowerCase()} no calendário`}
              className={className}
            />
          </FormField>
        );
      }}
    />
  );
}

/** A long text, its counter always shown ("1.234 de 5.000 caracteres"); the schema refuses past the limit. */
export function TextareaField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  maxLength,
  ...textarea
}: FieldProps<T> & { maxLength: number } & Omit<ComponentProps<typeof Textarea>, "name" | "id" | "maxLength">) {
  const { register, control } = useFormContext<T>();
  const error = useFieldError(name);
  const value: unknown = useWatch({ control, name });
  const limit = textLimit(typeof value === "string" ? value : "", maxLength, { always: true });
  const aria = fieldAria(id, error, hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea
        {...textarea}
        {...aria}
        aria-describedby={[aria["aria-describedby"], `${id}-counter`].filter(Boolean).join(" ")}
        {...register(name)}
      />
      <CharacterCount id={`${id}-counter`} limit={limit} />
    </FormField>
  );
}

/**
 * Reais typed with the BRL mask; an empty box holds `empty` (null, or undefined for a required value).
 * `onValueChange` replaces the plain update when typing here changes other fields too.
 */
export function MoneyField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  empty = null,
  onValueChange,
  ...input
}: FieldProps<T> & { empty?: null | undefined; onValueChange?: (value: number | null) => void } & Omit<
    ComponentProps<typeof MoneyInput>,
    "name" | "id" | "value" | "onValueChange"
  >) {
  const { control } = useFormContext<T>();
  const schemaError = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value: unknown = field.value;
        // A negative amount: the input itself says "Informe um valor positivo." under the box, so the
        // schema's refusal of it is not said a second time.
        const error = typeof value === "number" && value < 0 ? undefined : schemaError;
        return (
          <FormField id={id} label={label} error={error} hint={hint}>
            <MoneyInput
              {...input}
              {...fieldAria(id, error, hint)}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={typeof value === "number" ? value : null}
              onValueChange={(next) => (onValueChange ? onValueChange(next) : field.onChange(next ?? empty))}
            />
          </FormField>
        );
      }}
    />
  );
}

/** One choice out of `options` ([value, label] pairs); "" is no choice yet and shows the placeholder. */
export function SelectField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  options,
  placeholder,
}: FieldProps<T> & { options: readonly (readonly [string, string])[]; placeholder?: string }) {
  const { control } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          // Always a string: "" shows the placeholder. Passing undefined for "nothing chosen" (as
          // `value || undefined` did) makes Radix switch from uncontrolled to controlled on the first pick.
          <Select value={field.value ?? ""} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...fieldAria(id, error, hint)}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
