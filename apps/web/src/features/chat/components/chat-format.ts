/**
 * Display rules of docs/product/formats-and-layout.md#badges-and-counts and
 * docs/product/shell.md#chat-popover, kept pure so they are tested without a screen.
 */

// Times are read on São Paulo's clock, like "today" (docs/product/formats-and-layout.md#dates), so
// everyone in a conversation sees the same hour whatever their device's zone.
const ZONE = "America/Sao_Paulo";
const hourMinute = new Intl.DateTimeFormat("pt-BR", {
  timeZone: ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayMonth = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit" });

/** "14:05": a message's time (docs/product/chat.md#conversation). */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : hourMinute.format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The popover's last-message time: HH:MM when under 24 hours old, otherwise DD/MM. */
export function formatLastMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (now.getTime() - date.getTime() < DAY_MS) return formatMessageTime(iso);
  return dayMonth.format(date);
}

/** A count for a badge, capped: "99+" above 99 for the header, "9+" above 9 per conversation. */
export function cappedCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

export const HEADER_BADGE_CAP = 99;
export const CONVERSATION_BADGE_CAP = 9;
