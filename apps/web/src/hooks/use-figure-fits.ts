import { useLayoutEffect, useRef } from "react";

/** The smallest a figure shrinks to (px): text-xs, still read at a glance. */
const SMALLEST_FIGURE_PX = 12;

/**
 * Shrinks a one-line figure until it fits its card: a platform-wide amount ("R$ 17.066.000,00") is wider
 * than a quarter of a 1280 px window beside the sidebar, and a number must never be cut or split in two.
 * The figure is measured at its class's size and, when wider than its box, set to the size that fits,
 * again each time the card's width changes (a resize, the sidebar opening). Fonts differ by system, so
 * this measures instead of guessing a width per character.
 */
export function useFigureFits<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
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
