import { formatDate } from "@/lib/format";

const hourMinute = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });

/** HH:mm for the last 24 hours, dd/MM/yyyy before that (docs/product/formats-and-layout.md#dates). */
export function notificationTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "—";
  return now - at.getTime() < 24 * 3600_000 ? hourMinute.format(at) : formatDate(iso);
}
