import { randomInt } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomAlphanumeric(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A charge's txid as API Pix asks for a `cob`: 26 to 35 letters and digits. */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;

/** A fresh txid, made by Alicerce and stored before the PSP is called (decision 099). */
export function newTxid(length = 32): string {
  if (length < 26 || length > 35) throw new RangeError("Um txid tem de 26 a 35 caracteres.");
  return randomAlphanumeric(length);
}

/** A devolução's or an envio's id: 1 to 35 letters and digits (API Pix's DevolucaoId). */
export const OPERATION_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

/** An endToEndId or rtrId: 32 letters and digits. */
export const END_TO_END_ID_PATTERN = /^[a-zA-Z0-9]{32}$/;

/** yyyyMMddHHmm in UTC, as BACEN's identifiers carry it. */
function minuteStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-T:]/g, "");
}

/**
 * A BACEN identifier: a letter (E for a Pix, D for a devolução), the participant's 8-digit ISPB, the
 * minute in UTC and 11 letters and digits — 32 characters ("E" + 31).
 */
export function newBacenId(prefix: "E" | "D", ispb: string, at: Date): string {
  if (!/^\d{8}$/.test(ispb)) throw new RangeError("O ISPB tem 8 dígitos.");
  return `${prefix}${ispb}${minuteStamp(at)}${randomAlphanumeric(11)}`;
}
