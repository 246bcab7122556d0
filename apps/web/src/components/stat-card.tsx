import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useFigureFits } from "@/hooks/use-figure-fits";

/**
 * A figure card (the home's, the overview's and the admin desk's): a title with its icon, the figure on
 * one line, always whole at any width (docs/product/formats-and-layout.md#widths), and a line under it.
 * A list item by default (the cards come in a list); `as="div"` otherwise.
 */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  as: Item = "li",
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: ReactNode;
  as?: "li" | "div";
}) {
  const figure = useFigureFits<HTMLParagraphElement>(value);
  return (
    // min-w-0: a grid track may be narrower than the figure's one line; the figure then shrinks instead.
    <Item className="min-w-0">
      <Card className="h-full min-w-0 gap-2 px-5 py-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        </div>
        <p
          ref={figure}
          data-slot="stat-figure"
          className="text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums"
        >
          {value}
        </p>
        {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
      </Card>
    </Item>
  );
}
