import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { loadConfig } from "../src/config.ts";
import { throttleCounters } from "../src/db/schema/index.ts";
import { createTestApp, expectApiError, login, register, type TestApp } from "./test-app.ts";

// Decision 037, amended: sign-up behind one shared address (a carrier's CGNAT, a
// class, an office), with the default sign-up budgets.
const defaults = loadConfig({}).throttle;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpFrom = async (remoteAddress: string, overrides: Record<string, unknown> = {}) =>
  (await register(t.app, overrides, { remoteAddress })).res;

describe("sign-up from one shared address, with the default budgets", () => {
  it("serves the 21st sign-up within the hour and refuses the one over the ceiling in pt-BR", async () => {
    expect(defaults.registrationsPerAddressPerHour).toBeGreaterThan(21);
    const shared = "100.64.26.1";
    for (let i = 0; i < 21; i++) {
      const res = await signUpFrom(shared);
      expect(res.statusCode, `sign-up ${i + 1}: ${res.body}`).toBe(201);
    }
    // The rest of the hour's sign-ups from that address, without hashing 80 more passwords here.
    await t.database.db
      .update(throttleCounters)
      .set({ hits: defaults.registrationsPerAddressPerHour - 1 })
      .where(eq(throttleCounters.key, `register-address:${shared}`));
    expect((await signUpFrom(shared)).statusCode).toBe(201);

    const { res, input } = await register(t.app, {}, { remoteAddress: shared });
    expectApiError(res, 429, "TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    expect((await login(t.app, input.email, input.password, { remoteAddress: "100.64.26.99" })).statusCode).toBe(401);
  });

  it("keeps answers of 'taken' tight: successful sign-ups do not use that budget, the conflict over it is refused", async () => {
    const shared = "100.64.26.2";
    const taken = await register(t.app, {}, { remoteAddress: "100.64.26.3" });
    expect(taken.res.statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await signUpFrom(shared)).statusCode).toBe(201);
    for (let i = 0; i < defaults.registrationConflictsPerAddressPerHour; i++) {
      expect((await signUpFrom(shared, { email: taken.input.email })).statusCode).toBe(409);
    }
    expectApiError(await signUpFrom(shared, { email: taken.input.email }), 429, "TOO_MANY_REQUESTS");
    // With the conflicts spent, the address waits out the hour (as the whole budget did before).
    expectApiError(await signUpFrom(shared), 429, "TOO_MANY_REQUESTS");
  });
});
