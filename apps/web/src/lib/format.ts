import { dayOf } from "@alicerce/shared/sao-paulo-time";

/** Up to two initials of a name: "Ana Maria Souza" → "AS". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = parts[0]![0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "";
  return (first + last).toUpperCase();
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * dd/MM/yyyy (docs/product/formats-and-layout.md#dates). A calendar date ("2025-03-10") is shown as written, never
 * shifted by a time zone; an instant ("2025-03-10T14:00:00Z") is shown as São Paulo's day, like every time.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dayOf(date);
}

const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A percentage with one decimal ("12,5%"), or "—" when there is none. */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "—";
  return `${oneDecimal.format(value)}%`;
}

/** A file size in B, KB or MB ("1,4 MB"). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
