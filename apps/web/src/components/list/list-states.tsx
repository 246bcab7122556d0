import type { ReactNode } from "react";
import { SearchX, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

/** Six placeholder rows while a list loads (docs/product/formats-and-layout.md#skeletons). */
export function RowSkeletons() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Carregando...</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

/** Placeholder cards while a list loads, each drawn by `card` (docs/product/formats-and-layout.md#skeletons). */
export function CardSkeletons({ count, label, card }: { count: number; label: string; card: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 xl:grid-cols-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          {card}
        </div>
      ))}
    </div>
  );
}

/**
 * No rows: "Limpar filtros" when `onClear` is given, else "Voltar à primeira página" when
 * `onFirstPage` is (a page that emptied out).
 */
export function ListEmpty({
  icon = SearchX,
  title,
  description,
  onClear,
  onFirstPage,
}: {
  icon?: LucideIcon;
  title: string;
  description?: string;
  onClear?: () => void;
  onFirstPage?: () => void;
}) {
  const action = onClear ? (
    <Button variant="outline" onClick={onClear}>
      Limpar filtros
    </Button>
  ) : onFirstPage ? (
    <Button variant="outline" onClick={onFirstPage}>
      Voltar à primeira página
    </Button>
  ) : undefined;
  return <EmptyState icon={icon} title={title} description={description} action={action} />;
}

/** "3 contratos encontrados" for screen readers, once the list has answered. */
export function ResultsCount({ total, one, many }: { total: number | undefined; one: string; many: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {total === undefined ? "" : `${total} ${total === 1 ? one : many}`}
    </p>
  );
}
