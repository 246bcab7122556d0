import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";

/** The smallest a figure shrinks to (px): text-xs, still read at a glance. */
const SMALLEST_FIGURE_PX = 12;

/**
 * Shrinks a one-line figure until it fits its card: a platform-wide amount ("R$ 17.066.000,00") is wider
 * than a quarter of a 1280 px window beside the sidebar, and a number must never be cut or split in two.
 * The figure is measured at its class's size and, when wider than its box, set to the size that fits,
 * again each time the card's width changes (a resize, the sidebar opening). Fonts differ by system, so
 * this measures instead of guessing a width per character.
 */
function useFigureFits(value: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const figure = ref.current;
    if (!figure) return;
    let lastWidth = -1;
    const fit = () => {
      const room = figure.clientWidth;
      if (room === lastWidth) return;
      lastWidth = room;
      figure.style.fontSize = "";
      const needed = figure.scrollWidth;
      if (room <= 0 || needed <= room) return;
      const size = parseFloat(getComputedStyle(figure).fontSize);
      // Rounded down to a tenth of a pixel, so rounding never makes it a hair too wide.
      figure.style.fontSize = `${Math.max(SMALLEST_FIGURE_PX, Math.floor(((size * room) / needed) * 10) / 10)}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(figure);
    return () => observer.disconnect();
  }, [value]);
  return ref;
}

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
  const figure = useFigureFits(value);
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
