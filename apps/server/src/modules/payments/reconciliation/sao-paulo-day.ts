// The desk counts money by São Paulo's calendar day (docs/architecture.md: "today" is America/Sao_Paulo). The
// offset comes from the time-zone database, never assumed to be −3 h.
const ZONE = "America/Sao_Paulo";
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });

/** The São Paulo day of an instant, "yyyy-mm-dd". */
export const saoPauloDay = (at: Date): string => dayFormat.format(at);

/** São Paulo's offset from UTC at an instant, in minutes ("GMT-03:00" → −180). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a São Paulo day starts (its local midnight). */
function startOf(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // The offset at that day's noon is the day's (Brazil has had no daylight saving since 2019; before, a
  // change happened at midnight, and noon still names the day's offset after it).
  const offset = offsetMinutes(new Date(utcMidnight.getTime() + 12 * 3600_000));
  return new Date(utcMidnight.getTime() - offset * 60_000);
}

/** [start, end) of a São Paulo day, as instants. */
export function saoPauloDayBounds(day: string): { from: Date; to: Date } {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { from: startOf(day), to: startOf(next.toISOString().slice(0, 10)) };
}
