import { AlertTriangle, SearchX } from "lucide-react";
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

export function ListError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <EmptyState
      role="alert"
      icon={AlertTriangle}
      title={title}
      description={error.message}
      action={
        <Button variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}

/** No rows: offers to clear the filters, or to go back to page 1 when a page emptied out. */
export function ListEmpty({
  title,
  filtered,
  page,
  onClear,
  onFirstPage,
}: {
  title: string;
  filtered: boolean;
  page: number;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const action = filtered ? (
    <Button variant="outline" onClick={onClear}>
      Limpar filtros
    </Button>
  ) : page > 1 ? (
    <Button variant="outline" onClick={onFirstPage}>
      Voltar à primeira página
    </Button>
  ) : undefined;
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={page > 1 ? "Não há resultados nesta página." : undefined}
      action={action}
    />
  );
}
