import { AlertTriangle } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { ProjectBudget } from "@alicerce/shared/schemas/budget";
import { cn } from "@/lib/cn";

type Figures = ProjectBudget["total"];

/** "110 %" of the budget spent; "—" when there is no budget to compare with. */
const spentShare = ({ budget, actual }: Figures) => (budget > 0 ? `${Math.round((actual / budget) * 100)} %` : "—");

/** The warning past 10 % over budget, in words (the colour only repeats it). */
export function OverBudgetWarning({ what }: { what: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
      <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
      {what} passou mais de 10 % do orçamento.
    </p>
  );
}

/**
 * Two bars per row, budget and actual, drawn with CSS widths relative to the largest figure. The bars
 * are decoration (aria-hidden): the same figures are written next to them, so a screen reader, a
 * printout and a colour-blind reader all get the numbers.
 */
function BudgetBars({ name, figures, scale }: { name: string; figures: Figures; scale: number }) {
  const width = (value: number) => `${scale > 0 ? Math.max(value > 0 ? 1 : 0, (value / scale) * 100) : 0}%`;
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground tabular-nums">
          Orçado {formatBRL(figures.budget)} · Realizado{" "}
          <span className={cn("font-medium", figures.over ? "text-destructive" : "text-foreground")}>
            {formatBRL(figures.actual)}
          </span>{" "}
          ({spentShare(figures)})
        </span>
      </div>
      <div className="grid gap-1" aria-hidden="true">
        <div className="h-2 rounded-full bg-muted">
          <div className="h-2 rounded-full bg-primary/40" style={{ width: width(figures.budget) }} />
        </div>
        <div className="h-2 rounded-full bg-muted">
          <div
            className={cn("h-2 rounded-full", figures.over ? "bg-destructive" : "bg-primary")}
            style={{ width: width(figures.actual) }}
          />
        </div>
      </div>
      {figures.over && <OverBudgetWarning what={`A etapa ${name}`} />}
    </li>
  );
}

/** Budget against actual per phase and in total (what investors with commitments see, and the team). */
export function BudgetChart({ budget }: { budget: ProjectBudget }) {
  const scale = Math.max(0, ...budget.phases.flatMap((p) => [p.budget, p.actual]));
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Orçamento total</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(budget.total.budget)}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Realizado</dt>
          <dd className={cn("font-semibold tabular-nums", budget.total.over && "text-destructive")}>
            {formatBRL(budget.total.actual)}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground">Do orçamento</dt>
          <dd className="font-semibold tabular-nums">{spentShare(budget.total)}</dd>
        </div>
      </dl>
      {budget.total.over && <OverBudgetWarning what="O projeto" />}
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2 w-4 rounded-full bg-primary/40" /> Orçado
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2 w-4 rounded-full bg-primary" /> Realizado
        </span>
      </p>
      <ul className="grid gap-4" aria-label="Orçado e realizado por etapa">
        {budget.phases.map((phase) => (
          <BudgetBars key={phase.id} name={phase.name} figures={phase} scale={scale} />
        ))}
      </ul>
    </div>
  );
}
