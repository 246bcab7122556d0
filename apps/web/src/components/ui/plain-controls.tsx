import type { ComponentProps } from "react";
import { inputClassName } from "./input-classes";

/**
 * Input and Button as /login renders them, without cn(): cn() brings tailwind-merge, its
 * configuration and Radix's Slot, about 7 KB gzip of a first load held to 90 KB (decision 056).
 * Same markup as `<Input>` and `<Button size=…>` without a className; no className here, since
 * merging one is what needs tailwind-merge. __tests__/plain-controls.test.tsx renders both and
 * compares them, so a change to Input, Button or buttonVariants that these miss fails there.
 */
export function PlainInput({ type, ...props }: Omit<ComponentProps<"input">, "className">) {
  return <input type={type} data-slot="input" className={inputClassName} {...props} />;
}

/**
 * `cn(buttonVariants({ size }))` of the default variant, already merged (tailwind-merge drops the
 * base's `rounded-md` and `text-sm` that the size repeats or overrides). Only the sizes a
 * first-load page uses; add one with its test row.
 */
export const plainButtonClassNames = {
  lg: "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-11 rounded-md px-6 text-base has-[>svg]:px-4",
} as const;

export function PlainButton({
  size,
  ...props
}: Omit<ComponentProps<"button">, "className"> & { size: keyof typeof plainButtonClassNames }) {
  return <button data-slot="button" className={plainButtonClassNames[size]} {...props} />;
}
