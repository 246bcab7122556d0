import type { ComponentProps } from "react";
import { DayPicker, type ChevronProps } from "react-day-picker";
// date-fns' pt-BR locale, extended by react-day-picker with pt-BR labels for its buttons and grid.
import { ptBR } from "react-day-picker/locale/pt-BR";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { cn } from "@/lib/cn";
import { buttonVariants } from "./button-variants";

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon className={cn("size-4", className)} aria-hidden="true" />;
}

/** A month calendar in pt-BR whose weeks start on Sunday (docs/product/formats-and-layout.md#dates). */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      locale={ptBR}
      weekStartsOn={0}
      showOutsideDays={showOutsideDays}
      className={cn("p-3", className)}
      classNames={{
        months: "relative flex flex-col gap-4 sm:flex-row",
        month: "flex w-full flex-col gap-4",
        nav: "absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1",
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-50"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-50"),
        month_caption: "flex h-8 w-full items-center justify-center px-8",
        caption_label: "text-sm font-medium first-letter:uppercase",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none first-letter:uppercase",
        week: "mt-1 flex w-full",
        day: "group/day relative aspect-square size-9 p-0 text-center text-sm select-none",
        day_button: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-9 font-normal group-aria-selected/day:bg-primary group-aria-selected/day:text-primary-foreground group-aria-selected/day:hover:bg-primary/90",
        ),
        today: "[&>button]:border [&>button]:border-highlight",
        outside: "text-muted-foreground/60",
        disabled: "text-muted-foreground opacity-50 [&>button]:cursor-not-allowed [&>button]:hover:bg-transparent",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}
