import { AppError } from "../http/app-error.ts";

/**
 * Keyset pagination cursors: the last row's created_at (PostgreSQL's own timestamptz text, with
 * microseconds) and id, base64url JSON. Lists order by (created_at desc, id desc).
 */
export type Cursor = { time: string; id: string };

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.time, c.id])).toString("base64url");

// The time is text like "2025-01-01 12:00:00.123456+00", which Date.parse does not accept (an
// offset without minutes); it is checked by hand so every cursor this API hands out is accepted
// and any other text is a 400, never a failing cast (500).
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::?(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isCursorTime(text: string): boolean {
  const m = CURSOR_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((v) => Number(v ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  return realDay && hour! <= 23 && minute! <= 59 && second! <= 59 && offsetHours! <= 15 && offsetMinutes! <= 59;
}

export const isUuid = (text: string) => UUID.test(text);

export function decodeCursor(raw: string): Cursor {
  try {
    const [time, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof time !== "string" || typeof id !== "string" || !isCursorTime(time) || !UUID.test(id)) {
      throw new Error("bad cursor");
    }
    return { time, id };
  } catch {
    throw new AppError("VALIDATION_ERROR", "Página inválida. Recarregue a lista.", { cursor: ["Cursor inválido."] });
  }
}
