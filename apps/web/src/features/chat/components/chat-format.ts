/**
 * Display rules of docs/product/formats-and-layout.md#badges-and-counts and
 * docs/product/shell.md#chat-popover, kept pure so they are tested without a screen.
 */

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "14:05": a message's time in the user's local clock (docs/product/chat.md#conversation). */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The popover's last-message time: HH:MM when under 24 hours old, otherwise DD/MM. */
export function formatLastMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (now.getTime() - date.getTime() < DAY_MS) return formatMessageTime(iso);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}`;
}

/** A count for a badge, capped: "99+" above 99 for the header, "9+" above 9 per conversation. */
export function cappedCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

export const HEADER_BADGE_CAP = 99;
export const CONVERSATION_BADGE_CAP = 9;
