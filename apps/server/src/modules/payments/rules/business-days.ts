// Business days on Brazil's national calendar, read on São Paulo's clock
// (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md). The holidays come from the maintained
// date-holidays library, never from a list written here.
import Holidays from "date-holidays";
import { SAO_PAULO_ZONE } from "@alicerce/shared/sao-paulo-time";
import { todayInSaoPaulo } from "@alicerce/shared/dates";

/**
 * The kinds of day of date-holidays' national Brazilian list that are not business days: the national holidays
 * (`public`) and the days the banks and the financial market close although no law makes them holidays (`bank`:
 * Carnaval's Monday and Tuesday, Corpus Christi). Ash Wednesday and the afternoons of 24 and 31 December
 * (`optional`) are business days.
 */
const CLOSED_TYPES: ReadonlySet<string> = new Set(["public", "bank"]);

const WITHDRAWAL_BUSINESS_DAYS = 5;

const national = new Holidays("BR", { languages: ["pt"], timezone: SAO_PAULO_ZONE });
const closedDaysByYear = new Map<number, ReadonlySet<string>>();

function closedDaysOf(year: number): ReadonlySet<string> {
  let days = closedDaysByYear.get(year);
  if (!days) {
    days = new Set(
      national
        .getHolidays(year)
        .filter((holiday) => CLOSED_TYPES.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    closedDaysByYear.set(year, days);
  }
  return days;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A São Paulo calendar day "yyyy-mm-dd" as its year, month and day, refusing a day that does not exist. */
function partsOf(day: string): [number, number, number] {
  const match = CALENDAR_DAY.exec(day);
  const parts = match ? ([Number(match[1]), Number(match[2]), Number(match[3])] as const) : null;
  if (!parts || new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`not a calendar day: ${day}`);
  }
  return [...parts];
}

function nextDay(day: string): string {
  const [year, month, date] = partsOf(day);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The calendar day "yyyy-mm-dd" of an instant on São Paulo's clock; a day string is taken as it is. */
const dayOf = (at: Date | string): string => (at instanceof Date ? todayInSaoPaulo(at) : at);

/** Monday to Friday, and neither a national holiday nor a day the banks close nationwide. */
export function isBusinessDay(at: Date | string): boolean {
  const day = dayOf(at);
  const [year, month, date] = partsOf(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closedDaysOf(year).has(day);
}

/**
 * The `count`-th business day after `from` (São Paulo's day of an instant, or a day "yyyy-mm-dd"). The starting
 * day itself is never counted, business day or not; a count of 0 gives the starting day back.
 */
export function addBusinessDays(from: Date | string, count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError("count must be a non-negative whole number");
  let day = dayOf(from);
  partsOf(day);
  for (let counted = 0; counted < count;) {
    day = nextDay(day);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

const offsetParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SAO_PAULO_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** São Paulo's offset from UTC at an instant, in milliseconds (−3 h since 2019; computed, not assumed). */
function saoPauloOffset(at: number): number {
  const parts = Object.fromEntries(offsetParts.formatToParts(at).map((part) => [part.type, part.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/** The instant São Paulo's day `day` begins. */
function startOfDayInSaoPaulo(day: string): Date {
  const [year, month, date] = partsOf(day);
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  const first = midnightAsUtc - saoPauloOffset(midnightAsUtc);
  return new Date(midnightAsUtc - saoPauloOffset(first));
}

/**
 * The last instant an investor may withdraw a commitment: the end (23:59:59.999 in São Paulo) of the 5th business
 * day after the day it was made. The commitment's own day never counts, whatever its hour.
 */
export function withdrawalDeadline(committedAt: Date): Date {
  const lastDay = addBusinessDays(committedAt, WITHDRAWAL_BUSINESS_DAYS);
  return new Date(startOfDayInSaoPaulo(nextDay(lastDay)).getTime() - 1);
}
