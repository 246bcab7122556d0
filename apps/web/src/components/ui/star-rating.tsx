import { useId, type KeyboardEvent } from "react";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled up to `value` rounded to a whole star; `label` says the value in words. */
export function StarRatingDisplay({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= Math.round(value) ? "fill-highlight text-highlight" : "fill-transparent text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}

/**
 * A 1–5 star choice as a radio group: arrows move and select, each star is labelled
 * "N de 5 estrelas", and the group is named by `label`.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  name?: string;
}) {
  const base = useId();
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;
  const current = value ?? 0;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, (current || (delta > 0 ? 0 : 6)) + delta));
    onChange(next);
    const group = event.currentTarget.parentElement;
    group?.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-name={name}
        className="flex items-center gap-1"
      >
        {STARS.map((n) => {
          const checked = current === n;
          // Roving tab stop: the chosen star, or the first one while nothing is chosen.
          const focusable = checked || (current === 0 && n === 1);
          return (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${n} de 5 estrelas`}
              data-value={n}
              tabIndex={focusable ? 0 : -1}
              onClick={() => onChange(n)}
              onKeyDown={onKeyDown}
              className="rounded-sm p-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  "size-6 transition-colors",
                  n <= current ? "fill-highlight text-highlight" : "fill-transparent text-muted-foreground/50",
                )}
              />
            </button>
          );
        })}
        <span className="ml-2 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
          {current ? `${current}/5` : ""}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
