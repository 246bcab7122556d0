import { dayOf, timeOfDay } from "@alicerce/shared/sao-paulo-time";

/** HH:mm for the last 24 hours, dd/MM/yyyy before that (docs/product/formats-and-layout.md#dates). */
export function notificationTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "—";
  return now - at.getTime() < 24 * 3600_000 ? timeOfDay(at) : dayOf(at);
}
