import { Check } from "lucide-react";
import { WIZARD_STEPS } from "@alicerce/shared/projects";
import { cn } from "@/lib/cn";

/** The wizard's 7 steps (docs/product/projects.md#creation-wizard); labels show from lg up (beside the
 * sidebar at 768 px seven labels do not fit), the current one always below. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Etapas do cadastro">
      <ol className="flex items-start">
        {WIZARD_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              aria-current={active ? "step" : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-2 last:flex-none lg:last:flex-1"
            >
              <div className="flex w-full items-center">
                <span
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                    done && "border-primary bg-primary text-primary-foreground",
                    active && "border-primary bg-background text-primary",
                    !done && !active && "border-border text-muted-foreground",
                  )}
                >
                  {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                  <span className="sr-only">
                    {" "}
                    {label}
                    {done ? " (concluída)" : active ? " (atual)" : ""}
                  </span>
                </span>
                {index < WIZARD_STEPS.length - 1 && (
                  <span
                    aria-hidden="true"
                    className={cn("mx-1 h-0.5 flex-1 rounded", done ? "bg-primary" : "bg-border")}
                  />
                )}
              </div>
              <span
                aria-hidden="true"
                className={cn(
                  "hidden w-full pr-4 text-xs leading-tight break-words lg:block",
                  active ? "font-semibold text-foreground" : "text-muted-foreground",
                )}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
