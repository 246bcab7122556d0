import type { ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

/**
 * docs/product/formats-and-layout.md#progress: a progress value must lie between 0 and the maximum, so it is clamped here
 * (a raise can never pass its target, but a stale or odd value must not break the bar).
 */
export function Progress({ className, value, max = 100, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const safeMax = max && max > 0 ? max : 100;
  const clamped = value == null || Number.isNaN(value) ? null : Math.min(Math.max(value, 0), safeMax);
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={safeMax}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/15", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - ((clamped ?? 0) / safeMax) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
