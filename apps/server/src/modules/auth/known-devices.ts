import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

/**
 * Devices that logged in successfully (decision 040; OWASP's "device cookies" for lockout). A
 * successful login leaves a cookie naming the account, signed with the server's secret; a later
 * login for that account carrying it is exempt from the per-account ceiling that strangers'
 * failures from many addresses can fill, so those strangers cannot lock the owner out of a device
 * she used before. Only the login route reads it (Path), scripts cannot (HttpOnly).
 */
export const DEVICE_COOKIE = "alicerce.device";
/** Behind https the name is `__Secure-` prefixed: browsers then take it only from a secure origin. */
export const deviceCookieName = (config: Config) =>
  config.secureCookies ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
const DEVICE_COOKIE_PATH = "/api/auth";
/** Long-lived: a device known once stays known for a year after its last successful login. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 3600;

export type KnownDevice = { userId: string; issuedAt: number; id: string };

/**
 * The key that signs device cookies: derived from the server's secret for this use alone, so a
 * device cookie's signature can never pass for another signed value of the server (or back).
 */
export const deviceCookieKey = (secret: string): Buffer =>
  createHmac("sha256", secret).update("alicerce/known-device/v1").digest();

const signature = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** `<user id>.<issued at, unix seconds>.<signature>`. */
export function deviceCookieValue(key: Buffer, userId: string, now: Date): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The device a cookie names, if the server signed it and it has not expired; else null. */
export function readKnownDevice(key: Buffer, raw: string | undefined, now: Date): KnownDevice | null {
  if (!raw) return null;
  const parts = raw.split(".");
  if (parts.length !== 3) return null;
  const [userId, issued, given] = parts as [string, string, string];
  if (!userId || !/^\d{1,12}$/.test(issued)) return null;
  const expected = Buffer.from(signature(key, `${userId}.${issued}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -300 || age > KNOWN_DEVICE_SECONDS) return null;
  // Names this cookie (not the account) for the device's own failure count.
  return { userId, issuedAt, id: `${userId}.${issued}` };
}

export function deviceFromRequest(key: Buffer, request: FastifyRequest, config: Config, now: Date) {
  return readKnownDevice(key, request.cookies[deviceCookieName(config)], now);
}

/** Remembers this device for the account that just logged in (a new cookie, a new year). */
export function rememberDevice(key: Buffer, reply: FastifyReply, config: Config, userId: string, now: Date) {
  reply.setCookie(deviceCookieName(config), deviceCookieValue(key, userId, now), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: KNOWN_DEVICE_SECONDS,
  });
}
