import type { ReactNode } from "react";

/**
 * A list screen's frame: the title and its sentence, the header's action on the right (it wraps
 * under them on narrow screens), then what the screen stacks below (summary, filters, results).
 */
export function ListPage({
  title,
  description,
  action,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** "Novo contrato", "Nova assinatura"... */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    // minmax(0, 1fr): a long word in a card may not widen the screen past the viewport.
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}
