// Every time the product shows is read on São Paulo's clock (docs/product/formats-and-layout.md#dates),
// on both sides: two people in one conversation, a certificate and the screen that lists its trail
// all show the same hour, whatever each device's time zone.

export const SAO_PAULO_ZONE = "America/Sao_Paulo";

const zoned = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: SAO_PAULO_ZONE, hourCycle: "h23", ...options });

const hourMinute = zoned({ hour: "2-digit", minute: "2-digit" });
const dayMonth = zoned({ day: "2-digit", month: "2-digit" });
const day = zoned({ day: "2-digit", month: "2-digit", year: "numeric" });
const dayAndTime = zoned({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
const dayAndSeconds = zoned({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type Instant = Date | string;
const asDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** "14:05". */
export const timeOfDay = (at: Instant) => hourMinute.format(asDate(at));
/** "26/11". */
export const dayAndMonth = (at: Instant) => dayMonth.format(asDate(at));
/** "26/11/2026", São Paulo's day of the instant. */
export const dayOf = (at: Instant) => day.format(asDate(at));
/** "26/11/2026 14:05". */
export const dateAndTime = (at: Instant) => dayAndTime.format(asDate(at)).replace(",", "");
/** "26/11/2026 14:05:09 (horário de Brasília)": evidence (certificates, trails, sealed copies). */
export const evidenceMoment = (at: Instant) =>
  `${dayAndSeconds.format(asDate(at)).replace(",", "")} (horário de Brasília)`;
