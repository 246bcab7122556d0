import { useEffect, useState, type ComponentProps } from "react";
import { CalendarIcon } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Calendar } from "./calendar";
import { parseCalendarDate, toCalendarDate } from "./date-picker";
import { Input } from "./input";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/** "2027-03-15" → "15/03/2027"; anything else is shown as it is (a date still being typed). */
export function isoToBrazilian(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** Keeps the digits typed and puts the slashes in: "15032027" → "15/03/2027". */
export function maskBrazilianDate(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

/**
 * What the form holds for a typed date: "yyyy-mm-dd" once all eight digits are in (the schema then
 * says whether that day exists), "" when empty, and the partial text otherwise, which the schema
 * refuses and the field explains.
 */
export function brazilianToIso(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}

/** Whether the typed text is a date still missing digits. */
export const isPartialDate = (value: string) => value !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A date typed as dd/mm/aaaa (digits only, slashes added) or picked in the pt-BR calendar (weeks
 * start on Sunday), the same in every browser whatever its language, unlike a native date input.
 * The value is a calendar date "yyyy-mm-dd", "" for none, or partial text while being typed.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  calendarLabel,
  className,
  ...input
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
  /** The calendar button's accessible name ("Escolher data de início no calendário"). */
  calendarLabel: string;
}) {
  const [text, setText] = useState(() => isoToBrazilian(value));
  const [open, setOpen] = useState(false);
  // A value set from outside (a reset, the calendar, a server answer) replaces what is shown.
  useEffect(() => {
    setText((current) => (brazilianToIso(current) === value ? current : isoToBrazilian(value)));
  }, [value]);
  const selected = parseCalendarDate(value);
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          const masked = maskBrazilianDate(event.target.value);
          setText(masked);
          onChange(brazilianToIso(masked));
        }}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button type="button" variant="outline" size="icon" aria-label={calendarLabel} className="shrink-0">
            <CalendarIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="end">
          <Calendar
            mode="single"
            captionLayout="dropdown"
            startMonth={new Date(1990, 0)}
            endMonth={new Date(new Date().getFullYear() + 30, 11)}
            selected={selected}
            defaultMonth={selected}
            autoFocus
            onSelect={(date) => {
              const next = date ? toCalendarDate(date) : "";
              setText(isoToBrazilian(next));
              onChange(next);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
