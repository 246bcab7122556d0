import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * "Anterior · Página 2 de 5 · Próxima" under a list. `centered` (the desks' card lists) shows only
 * when there are several pages; `spread` (the admin tables) also shows past the last page, so the
 * user can step back.
 */
export function ListPagination({
  page,
  pageSize,
  total,
  label,
  onPageChange,
  layout = "centered",
  size = "sm",
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  onPageChange: (page: number) => void;
  layout?: "centered" | "spread";
  size?: "sm" | "default";
}) {
  const pages = pageCount(total, pageSize);
  const spread = layout === "spread";
  if (spread ? pages <= 1 && page <= 1 : pages <= 1) return null;
  const previous = spread ? Math.min(page - 1, pages) : page - 1;
  const shown = `Página ${Math.min(page, pages)} de ${pages}`;
  return (
    <nav
      aria-label={label}
      className={
        spread ? "flex flex-wrap items-center justify-between gap-3" : "flex items-center justify-center gap-3"
      }
    >
      <Button variant="outline" size={size} disabled={page <= 1} onClick={() => onPageChange(previous)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      {spread ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shown}
        </p>
      ) : (
        <span className="text-sm text-muted-foreground" aria-current="page">
          {shown}
        </span>
      )}
      <Button variant="outline" size={size} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
