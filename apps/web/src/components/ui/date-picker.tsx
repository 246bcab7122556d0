import { useState } from "react";
import type { Matcher } from "react-day-picker";
import { CalendarIcon, X } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Calendar } from "./calendar";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar date ("2025-03-10") as a local Date at midnight, or undefined. */
export function parseCalendarDate(value: string | null | undefined): Date | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** A local Date as a calendar date ("2025-03-10"). */
export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A button that shows the chosen day as dd/MM/yyyy and opens a calendar. The value is a calendar
 * date ("yyyy-mm-dd") or "" for none; `disabled` days cannot be chosen.
 */
export function DatePicker({
  id,
  value,
  onChange,
  disabledDays,
  startMonth,
  placeholder = "Selecione uma data",
  clearLabel = "Limpar data",
  className,
  ...aria
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  disabledDays?: Matcher | Matcher[];
  /** The first month the calendar can show (e.g. this month when past days are blocked). */
  startMonth?: Date;
  placeholder?: string;
  clearLabel?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = parseCalendarDate(value);
  const text = selected
    ? `${pad(selected.getDate())}/${pad(selected.getMonth() + 1)}/${selected.getFullYear()}`
    : placeholder;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            className={cn("h-10 flex-1 justify-start font-normal", !selected && "text-muted-foreground")}
            {...aria}
          >
            <CalendarIcon aria-hidden="true" />
            {text}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected}
            disabled={disabledDays}
            startMonth={startMonth}
            autoFocus
            onSelect={(date) => {
              onChange(date ? toCalendarDate(date) : "");
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
      {selected && (
        <Button type="button" variant="ghost" size="icon" onClick={() => onChange("")} aria-label={clearLabel}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
