import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRMATION_EMAIL_WAIT_MESSAGE } from "@alicerce/shared/email-confirmation";
import { client, newAccount, ok } from "./project-helpers.ts";
import { mailsTo, verificationLink } from "./outbox.ts";
import { createTestApp, expectApiError, login, register, sessionCookie, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmationsTo = async (email: string) => {
  await t.app.jobs.deliverMail();
  return (await mailsTo(path.join(t.config.dataDir, "outbox"), email, { confirmations: true })).filter((m) =>
    m.includes("/api/auth/verify-email"),
  );
};

// Decision 121: a new user never stalls.
describe("the e-mail confirmation link at registration", () => {
  it("leaves with every registration, while the account logs in at once as before", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ verificationRequired: false, user: { email: input.email } });
    expect(sessionCookie(res)).toBeDefined();
    const [mail] = await confirmationsTo(input.email as string);
    expect(mail).toMatch(/^Subject: Confirme seu email no Alicerce\r?$/m);
    expect(verificationLink(mail!).searchParams.get("token")).toBeTruthy();
    const again = await login(t.app, input.email as string, input.password as string);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("POST /api/auth/confirmation-email ('Confirmar email')", () => {
  it("mails the link, says when another may be asked, and refuses a second within the minute", async () => {
    const me = await newAccount(t.app, "creator");
    const api = client(t.app, me.cookie);
    const before = Date.now();
    const first = ok<{ sent: boolean; resend_at: string }>(await api.post("/api/auth/confirmation-email"));
    expect(first.sent).toBe(true);
    const wait = Date.parse(first.resend_at) - before;
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    expect(await confirmationsTo(me.email)).toHaveLength(2);

    expectApiError(
      await api.post("/api/auth/confirmation-email"),
      429,
      "TOO_MANY_REQUESTS",
      CONFIRMATION_EMAIL_WAIT_MESSAGE,
    );
    expect(await confirmationsTo(me.email)).toHaveLength(2);
  });
});

describe("a link opened logged out in the browser (decision 121)", () => {
  const downloadPath = "/api/account/data-export/8f14e45f-ceea-467f-a0e6-1c2d3e4f5a6b/download?token=abc";

  it("gets the login, which returns to it, when the browser asks for a page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: downloadPath,
      headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, t.config.publicUrl);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("voltar")).toBe(downloadPath);
  });

  it("keeps the JSON 401 for an API call", async () => {
    for (const accept of [undefined, "application/json", "*/*"]) {
      const res = await t.app.inject({ method: "GET", url: downloadPath, headers: accept ? { accept } : {} });
      expectApiError(res, 401, "UNAUTHENTICATED");
    }
  });

  it("never turns a write into a redirect", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/data-export",
      headers: { accept: "text/html" },
    });
    expectApiError(res, 401, "UNAUTHENTICATED");
  });
});
