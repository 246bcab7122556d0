// An OFX statement's amounts and dates, read without floats or guesses
// (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md).

// An optional sign, whole reais (may be empty: "-.35"), then a point or a comma and the decimals (OFX 1.x allows
// either separator; Brazilian banks write both). No thousands separators, no exponent.
const OFX_AMOUNT = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

export type OfxAmount = { ok: true; cents: number } | { ok: false; reason: "format" | "decimals" };

/** "150.00" → 15000, "-.35" → -35, "2500,5" → 250050; more than two decimals is refused, never rounded. */
export function ofxAmountToCents(text: string): OfxAmount {
  const match = OFX_AMOUNT.exec(text.trim());
  if (!match) return { ok: false, reason: "format" };
  const [, sign, whole = "", decimals = ""] = match;
  if (whole === "" && decimals === "") return { ok: false, reason: "format" };
  if (decimals.length > 2) return { ok: false, reason: "decimals" };
  const cents = Number(whole === "" ? "0" : whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return { ok: false, reason: "format" };
  return { ok: true, cents: sign === "-" && cents !== 0 ? -cents : cents };
}

// YYYYMMDD, optionally HHMM, SS, .XXX, and a time zone "[-3:BRT]", "[-03:00]", "[+5.75]".
const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.(\d{1,3}))?)?)?(?:\[([+-]?)(\d{1,2})(?:([.:])(\d{1,2}))?(?::[A-Za-z ]*)?\])?$/;

/** São Paulo's offset when the statement names none: −3 h since 2019. */
const SAO_PAULO_OFFSET_MINUTES = -180;

/**
 * An OFX date-time as an instant. The OFX standard reads a time without a zone as GMT, but Brazilian banks write
 * their local time and often a bare day ("20261201"): read as GMT, that day would fall on the evening before in
 * São Paulo. So a value without a zone is São Paulo's. Null for anything that is not a real date.
 */
export function ofxDateToInstant(text: string): Date | null {
  const match = OFX_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", ms = "0", zoneSign, zoneHours, zoneSeparator, zoneRest] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = SAO_PAULO_OFFSET_MINUTES;
  if (zoneHours !== undefined) {
    // "[+5.75]" is hours and a decimal fraction; "[-03:30]" hours and minutes.
    const extraMinutes =
      zoneRest === undefined ? 0 : zoneSeparator === "." ? Number(`0.${zoneRest}`) * 60 : Number(zoneRest);
    offsetMinutes = (zoneSign === "-" ? -1 : 1) * (Number(zoneHours) * 60 + extraMinutes);
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, "0")));
  return new Date(local - offsetMinutes * 60_000);
}
