// Known devices (decision 040): strangers' failures from many addresses fill the
// per-account ceiling, but a device the owner logged in from before (its signed cookie) still gets
// in; without the cookie, or with a forged one or another account's, the ceiling holds (the password
// is not checked: a mailed code is asked first, decision 092).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEVICE_COOKIE,
  deviceCookieKey,
  deviceCookieValue,
  KNOWN_DEVICE_SECONDS,
  readKnownDevice,
} from "../src/modules/auth/known-devices.ts";
import { createTestApp, expectApiError, login, register, type TestApp } from "./test-app.ts";

const PER_ACCOUNT = 3;
const PER_ACCOUNT_AND_ADDRESS = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: String(PER_ACCOUNT_AND_ADDRESS),
  });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address no other test uses. */
const newAddress = () => `10.88.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function account() {
  const { res, input } = await register(t.app, {}, { remoteAddress: newAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return { email: input.email, password: input.password, id: (res.json() as { user: { id: string } }).user.id };
}

const tooMany = (res: Parameters<typeof expectApiError>[0]) => expectApiError(res, 429, "TOO_MANY_REQUESTS");
/** Past the ceiling, no known device: no password is checked, a mailed code is asked (decision 092). */
const passwordNotChecked = (res: Parameters<typeof expectApiError>[0]) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ email_code_required: true });
};

/** The device cookie a successful login set, as `name=value`, and its attributes. */
function deviceCookieOf(res: Awaited<ReturnType<typeof login>>) {
  const header = ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(header, "the login set no device cookie").toBeDefined();
  return { cookie: header!.split(";")[0]!, attributes: header! };
}

/** Strangers from as many addresses as it takes fill the account's ceiling. */
async function strangersFillTheCeiling(email: string) {
  for (let i = 0; i < PER_ACCOUNT; i++) {
    expectApiError(
      await login(t.app, email, `errada ${i}`, { remoteAddress: newAddress() }),
      401,
      "INVALID_CREDENTIALS",
    );
  }
  passwordNotChecked(await login(t.app, email, "qualquer", { remoteAddress: newAddress() }));
}

describe("a device that logged in before", () => {
  it("gets the owner in after strangers filled the account's ceiling; without its cookie, no password is checked", async () => {
    const owner = await account();
    const home = await login(t.app, owner.email, owner.password, { remoteAddress: newAddress() });
    expect(home.statusCode, home.body).toBe(200);
    const { cookie, attributes } = deviceCookieOf(home);
    expect(attributes).toMatch(/HttpOnly/i);
    expect(attributes).toMatch(/SameSite=Lax/i);
    expect(attributes).toMatch(/Path=\/api\/auth/);
    expect(attributes).toMatch(new RegExp(`Max-Age=${KNOWN_DEVICE_SECONDS}`));
    expect(attributes).not.toMatch(/Secure/); // http in tests; https sets it (secureCookies)

    await strangersFillTheCeiling(owner.email);
    // Without the cookie the owner's password is not checked, like anyone else's, from anywhere.
    passwordNotChecked(await login(t.app, owner.email, owner.password, { remoteAddress: newAddress() }));
    // With it, from an address never seen before (a phone on another carrier's address).
    const known = await login(t.app, owner.email, owner.password, { remoteAddress: newAddress(), headers: { cookie } });
    expect(known.statusCode, known.body).toBe(200);
    deviceCookieOf(known); // remembered again, for another year
    // The strangers' count stays: the ceiling still stops them.
    passwordNotChecked(await login(t.app, owner.email, owner.password, { remoteAddress: newAddress() }));
  });

  it("is no exemption when forged or another account's (expiry: below)", async () => {
    const owner = await account();
    const other = await account();
    const otherLogin = await login(t.app, other.email, other.password, { remoteAddress: newAddress() });
    const othersCookie = deviceCookieOf(otherLogin).cookie;
    await strangersFillTheCeiling(owner.email);

    const attempt = (cookie: string) =>
      login(t.app, owner.email, owner.password, { remoteAddress: newAddress(), headers: { cookie } });
    passwordNotChecked(await attempt(othersCookie));
    const issued = Math.floor(Date.now() / 1000);
    passwordNotChecked(await attempt(`${DEVICE_COOKIE}=${owner.id}.${issued}.${"A".repeat(43)}`));
    const wrongKey = deviceCookieKey("outro segredo que não é o do servidor");
    passwordNotChecked(await attempt(`${DEVICE_COOKIE}=${deviceCookieValue(wrongKey, owner.id, new Date())}`));
    // The other account's signature over the owner's id does not carry over either.
    const [, othersIssued, othersSignature] = othersCookie.split("=")[1]!.split(".");
    passwordNotChecked(await attempt(`${DEVICE_COOKIE}=${owner.id}.${othersIssued}.${othersSignature}`));
  });

  it("still counts its own failures: per account and address, and per device", async () => {
    const owner = await account();
    const home = newAddress();
    const { cookie } = deviceCookieOf(await login(t.app, owner.email, owner.password, { remoteAddress: home }));
    // A stolen device cookie: wrong passwords from many addresses are counted against the device.
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      const res = await login(t.app, owner.email, `errada ${i}`, { remoteAddress: newAddress(), headers: { cookie } });
      expectApiError(res, 401, "INVALID_CREDENTIALS");
    }
    tooMany(await login(t.app, owner.email, owner.password, { remoteAddress: newAddress(), headers: { cookie } }));
    // Those failures were not the account's: without the cookie the owner still gets in.
    expect((await login(t.app, owner.email, owner.password, { remoteAddress: home })).statusCode).toBe(200);
  });
});

describe("the device cookie", () => {
  const key = deviceCookieKey("segredo do servidor para o teste");
  it("is read back only while signed by the key and within its year", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const value = deviceCookieValue(key, "conta-1", now);
    expect(readKnownDevice(key, value, now)?.userId).toBe("conta-1");
    const later = new Date(now.getTime() + (KNOWN_DEVICE_SECONDS - 60) * 1000);
    expect(readKnownDevice(key, value, later)?.userId).toBe("conta-1");
    const expired = new Date(now.getTime() + (KNOWN_DEVICE_SECONDS + 60) * 1000);
    expect(readKnownDevice(key, value, expired)).toBeNull();
    expect(readKnownDevice(deviceCookieKey("outro"), value, now)).toBeNull();
    expect(readKnownDevice(key, value.replace("conta-1", "conta-2"), now)).toBeNull();
    expect(readKnownDevice(key, "lixo", now)).toBeNull();
    expect(readKnownDevice(key, undefined, now)).toBeNull();
  });
});
