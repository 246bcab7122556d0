import { dayAndMonth, timeOfDay } from "@alicerce/shared/sao-paulo-time";

/**
 * Display rules of docs/product/formats-and-layout.md#badges-and-counts and
 * docs/product/shell.md#chat-popover, kept pure so they are tested without a screen.
 */

// Times are read on São Paulo's clock (packages/shared/src/sao-paulo-time.ts), so everyone in a
// conversation sees the same hour whatever their device's zone.

/** "14:05": a message's time (docs/product/chat.md#conversation). */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : timeOfDay(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The popover's last-message time: HH:MM when under 24 hours old, otherwise DD/MM. */
export function formatLastMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (now.getTime() - date.getTime() < DAY_MS) return formatMessageTime(iso);
  return dayAndMonth(date);
}

/** A count for a badge, capped: "99+" above 99 for the header, "9+" above 9 per conversation. */
export function cappedCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

export const HEADER_BADGE_CAP = 99;
export const CONVERSATION_BADGE_CAP = 9;

/** "Visto por último hoje às 14:05" / "… em 12/03 às 09:30" (São Paulo's clock). */
export function lastSeenLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay = dayAndMonth(date) === dayAndMonth(now) && now.getTime() - date.getTime() < DAY_MS;
  return sameDay
    ? `Visto por último hoje às ${timeOfDay(date)}`
    : `Visto por último em ${dayAndMonth(date)} às ${timeOfDay(date)}`;
}

/**
 * The header's presence: in a direct chat the other person's ("Online", "Visto por último …",
 * "Offline" when unknown); in a group or project chat how many others are online.
 */
export function presenceLabel(
  direct: boolean,
  others: readonly ({ online: boolean; last_seen_at: string | null } | undefined)[],
  now: Date = new Date(),
): { label: string; online: boolean } {
  if (direct) {
    const p = others[0];
    if (p?.online) return { label: "Online", online: true };
    return { label: p?.last_seen_at ? lastSeenLabel(p.last_seen_at, now) : "Offline", online: false };
  }
  const online = others.filter((p) => p?.online).length;
  return { label: online === 0 ? "Ninguém online" : `${online} online`, online: online > 0 };
}
