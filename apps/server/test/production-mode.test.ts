import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// better-auth turns its origin and callback-URL checks off when NODE_ENV is "test" (read once,
// when it is first imported) or TEST is set, as vitest does. This file runs the auth flows the
// way production does, so it changes both before anything is imported.
vi.hoisted(() => {
  process.env.NODE_ENV = "production";
  delete process.env.TEST;
});

import { user } from "../src/db/schema/index.ts";
import { mailsTo, verificationLink } from "./outbox.ts";
import { cookieHeader, createTestApp, login, register, sessionCookie, sessionUser, type TestApp } from "./test-app.ts";

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  expect(process.env.NODE_ENV).toBe("production");
  t = await createTestApp({ NODE_ENV: "production", REQUIRE_EMAIL_VERIFICATION: "true" });
  outbox = path.join(t.config.dataDir, "outbox");
});
afterAll(() => t.close());

async function verifiedAccount() {
  const { res, input } = await register(t.app);
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.deliverMail();
  const [mail] = await mailsTo(outbox, input.email, { confirmations: true });
  const link = verificationLink(mail!);
  return { input, link };
}

describe("in production mode", () => {
  it("confirms the e-mail through the link and comes back to the app", async () => {
    const { input, link } = await verifiedAccount();
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode, opened.body).toBe(302);
    // Nobody is signed in by the link (decision 090): the login says the e-mail is confirmed.
    expect(opened.headers.location).toBe("/login?email=confirmado");
    const [row] = await t.database.db.select().from(user).where(eq(user.email, input.email));
    expect(row?.emailVerified).toBe(true);
  });

  it("refuses a confirmation link whose callback points at another site (no open redirect)", async () => {
    const { input, link } = await verifiedAccount();
    link.searchParams.set("callbackURL", "https://evil.example/steal");
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode, opened.body).toBe(403);
    expect(opened.headers.location).toBeUndefined();
    expect(sessionCookie(opened)).toBeUndefined();
    const [row] = await t.database.db.select().from(user).where(eq(user.email, input.email));
    expect(row?.emailVerified).toBe(false);
  });

  it("logs in, replaces a held session and logs out like in development", async () => {
    const { input, link } = await verifiedAccount();
    await t.app.inject({ method: "GET", url: link.pathname + link.search });

    const first = await login(t.app, input.email, input.password);
    expect(first.statusCode, first.body).toBe(200);
    const firstCookie = cookieHeader(first);
    expect((await sessionUser(t.app, firstCookie))?.email).toBe(input.email);

    const second = await login(t.app, input.email, input.password, {
      headers: { cookie: firstCookie, origin: t.config.publicUrl },
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondCookie = cookieHeader(second, firstCookie);
    expect(await sessionUser(t.app, firstCookie)).toBeNull();
    expect((await sessionUser(t.app, secondCookie))?.email).toBe(input.email);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: secondCookie, origin: t.config.publicUrl },
    });
    expect(out.statusCode, out.body).toBe(204);
    expect(await sessionUser(t.app, secondCookie)).toBeNull();
  });
});
