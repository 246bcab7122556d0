import { subscribeToToasts, type ToastItem } from "@/hooks/use-toast";

/** A toast as the screen asked for it: what `toast()` received. */
export type ShownToast = Omit<ToastItem, "id" | "open">;

/**
 * Records every toast shown from now on, in order, through the real toast store (the screens'
 * own `toast()` calls, nothing mocked, so the record holds when test files share modules).
 * Use in `beforeEach` and return `stop` from it.
 */
export function recordToasts(): { shown: ShownToast[]; stop(): void } {
  const shown: ShownToast[] = [];
  const seen = new Set<string>();
  const stop = subscribeToToasts((current) => {
    for (const { id, open, ...input } of current) {
      if (!open || seen.has(id)) continue;
      seen.add(id);
      shown.push(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as ShownToast);
    }
  });
  return { shown, stop };
}
