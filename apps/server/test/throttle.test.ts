import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { throttleCounters } from "../src/db/schema/index.ts";
import { createTestApp, expectApiError, login, register, type TestApp } from "./test-app.ts";

// One app for the whole file with small limits. Every test uses its own client addresses
// (inject's remoteAddress) and its own accounts, so the counters of one test never touch another's.
const PER_ACCOUNT = 3;
const PER_ADDRESS = 4;
const REGISTRATIONS = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(REGISTRATIONS),
  });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address no other test uses. */
const newAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** A registered account, created from an address of its own (registrations are limited too). */
async function account() {
  const { res, input } = await register(t.app, {}, { remoteAddress: newAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return { email: input.email, password: input.password };
}

const tooMany = (res: Parameters<typeof expectApiError>[0]) =>
  expectApiError(res, 429, "TOO_MANY_REQUESTS", "Muitas tentativas. Tente novamente em alguns minutos.");

/**
 * Past the account's ceiling a login without a known device gets no password checked, right or
 * wrong: it is asked for the code mailed to the account (decision 092, new-device-codes.test.ts).
 */
const passwordNotChecked = (res: Parameters<typeof expectApiError>[0]) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ email_code_required: true });
};

describe("failed logins per account", () => {
  it("checks no password after the limit, even the right one and from any address", async () => {
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    const victim = await account();
    const other = await account();
    const attacker = newAddress();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await login(t.app, victim.email, `wrong ${i}`, { remoteAddress: attacker });
      expectApiError(res, 401, "INVALID_CREDENTIALS");
    }
    passwordNotChecked(await login(t.app, victim.email, victim.password, { remoteAddress: attacker }));
    passwordNotChecked(await login(t.app, victim.email, victim.password, { remoteAddress: newAddress() }));
    // The e-mail's letter case does not get around it.
    passwordNotChecked(
      await login(t.app, victim.email.toUpperCase(), victim.password, { remoteAddress: newAddress() }),
    );

    // Another account from the same address still works (the address is under its own limit).
    const res = await login(t.app, other.email, other.password, { remoteAddress: attacker });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("keeps the block across processes and restarts sharing the database", async () => {
    const victim = await account();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await login(t.app, victim.email, "wrong", { remoteAddress: newAddress() });
    }
    const second = await t.rebuild();
    try {
      passwordNotChecked(await login(second, victim.email, victim.password, { remoteAddress: newAddress() }));
    } finally {
      await second.close();
    }
  });

  it("counts failures across processes together", async () => {
    const victim = await account();
    const second = await t.rebuild();
    try {
      // Failures alternate between two processes; together they reach the limit.
      for (let i = 0; i < PER_ACCOUNT; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await login(app, victim.email, "wrong", { remoteAddress: newAddress() })).statusCode).toBe(401);
      }
      passwordNotChecked(await login(t.app, victim.email, victim.password, { remoteAddress: newAddress() }));
      passwordNotChecked(await login(second, victim.email, victim.password, { remoteAddress: newAddress() }));
    } finally {
      await second.close();
    }
  });

  it("clears the account's counter after a successful login", async () => {
    const user = await account();
    const attempt = (password: string) => login(t.app, user.email, password, { remoteAddress: newAddress() });
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await attempt("wrong")).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(200);
    // Without the reset, the next failure would reach the limit and block the account.
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await attempt("wrong")).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(200);
  });

  it("does not count malformed attempts (refused before any password check)", async () => {
    const user = await account();
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "" },
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(t.app, user.email, user.password, { remoteAddress: from })).statusCode).toBe(200);
  });
});

describe("failed logins per address", () => {
  it("blocks every account from an address after failures across different e-mails", async () => {
    const user = await account();
    const attacker = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      // Different e-mails, so no account reaches its own limit; unknown e-mails count too.
      const email = i === 0 ? user.email : `alvo${i}@exemplo.com.br`;
      const res = await login(t.app, email, "senha errada", { remoteAddress: attacker });
      expectApiError(res, 401, "INVALID_CREDENTIALS");
    }
    tooMany(await login(t.app, user.email, user.password, { remoteAddress: attacker }));
    tooMany(await login(t.app, "ninguem@exemplo.com.br", "qualquer", { remoteAddress: attacker }));

    // The same account from another address logs in.
    const elsewhere = await login(t.app, user.email, user.password, { remoteAddress: "10.0.0.9" });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    // A second process on the same database refuses the address too.
    const second = await t.rebuild();
    try {
      tooMany(await login(second, user.email, user.password, { remoteAddress: attacker }));
    } finally {
      await second.close();
    }
  });

  it("does not trust X-Forwarded-For without TRUST_PROXY", async () => {
    const user = await account();
    const attacker = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      await login(t.app, `alvo-xff${i}@exemplo.com.br`, "senha errada", {
        remoteAddress: attacker,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
    }
    const res = await login(t.app, user.email, user.password, {
      remoteAddress: attacker,
      headers: { "x-forwarded-for": "203.0.113.200" },
    });
    tooMany(res);
  });

  it("with TRUST_PROXY, counts per client address from X-Forwarded-For, not per proxy", async () => {
    const behindProxy = await t.rebuild({ TRUST_PROXY: "true" });
    try {
      const user = await account();
      const proxy = newAddress();
      const attacker = newAddress();
      for (let i = 0; i < PER_ADDRESS; i++) {
        await login(behindProxy, `alvo-proxy${i}@exemplo.com.br`, "senha errada", {
          remoteAddress: proxy,
          headers: { "x-forwarded-for": attacker },
        });
      }
      tooMany(
        await login(behindProxy, user.email, user.password, {
          remoteAddress: proxy,
          headers: { "x-forwarded-for": attacker },
        }),
      );
      // Someone else behind the same proxy is not blocked.
      const other = await login(behindProxy, user.email, user.password, {
        remoteAddress: proxy,
        headers: { "x-forwarded-for": newAddress() },
      });
      expect(other.statusCode, other.body).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("the throttle window", () => {
  it("lets the account in again once the window has passed", async () => {
    const user = await account();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await login(t.app, user.email, "wrong", { remoteAddress: newAddress() });
    }
    passwordNotChecked(await login(t.app, user.email, user.password, { remoteAddress: newAddress() }));
    const key = `login-account:${user.email}`;
    const [row] = await t.database.db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
    // Blocked until the window (LOGIN_THROTTLE_WINDOW_SECONDS, 15 min by default) ends.
    const windowMs = t.config.throttle.windowSeconds * 1000;
    expect(row!.blockedUntil!.getTime() - row!.windowStartedAt.getTime()).toBe(windowMs);

    // Travel past the window: move it back instead of waiting 15 minutes.
    await t.database.db
      .update(throttleCounters)
      .set({
        windowStartedAt: sql`${throttleCounters.windowStartedAt} - make_interval(secs => ${t.config.throttle.windowSeconds + 1})`,
        blockedUntil: sql`${throttleCounters.blockedUntil} - make_interval(secs => ${t.config.throttle.windowSeconds + 1})`,
      })
      .where(eq(throttleCounters.key, key));
    // A new failure starts a new window at 1 instead of blocking again.
    expectApiError(
      await login(t.app, user.email, "wrong", { remoteAddress: newAddress() }),
      401,
      "INVALID_CREDENTIALS",
    );
    const res = await login(t.app, user.email, user.password, { remoteAddress: newAddress() });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("registrations per address", () => {
  it("refuses more registrations per hour from one address than allowed", async () => {
    const from = newAddress();
    for (let i = 0; i < REGISTRATIONS; i++) {
      const { res } = await register(t.app, {}, { remoteAddress: from });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { res, input } = await register(t.app, {}, { remoteAddress: from });
    tooMany(res);
    // Nothing was created for the refused registration.
    expect((await login(t.app, input.email, input.password, { remoteAddress: newAddress() })).statusCode).toBe(401);

    // Another address still registers.
    const elsewhere = await register(t.app, {}, { remoteAddress: newAddress() });
    expect(elsewhere.res.statusCode, elsewhere.res.body).toBe(201);
  });

  it("does not count refused registrations", async () => {
    const from = newAddress();
    for (let i = 0; i < REGISTRATIONS + 1; i++) {
      const { res } = await register(t.app, { password: "123456" }, { remoteAddress: from });
      expectApiError(res, 400, "WEAK_PASSWORD");
    }
    for (let i = 0; i < REGISTRATIONS; i++) {
      const { res } = await register(t.app, {}, { remoteAddress: from });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
