// The secrets of the e-mailed links never reach a log (decision 095): each flow runs against an app
// logging at info into a captured stream, then the log is read whole for every token and code.
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "../src/http/log-redactions.ts";
import { mailsTo as mailsToOutbox, verificationLink } from "./outbox.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { dataExportLink } from "./supplier-helpers.ts";
import { createTestApp, uniqueEmail, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
let t: TestApp;
let log = "";
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    log += chunk.toString();
    callback();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info", REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { logStream: stream });
});
afterAll(() => t.close());

const mailsTo = async (to: string) => {
  await t.app.jobs.deliverMail();
  return mailsToOutbox(path.join(t.config.dataDir, "outbox"), to, { confirmations: true });
};
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const linkIn = (mail: string, pattern: RegExp) => {
  const match = mail.match(pattern);
  expect(match, mail).not.toBeNull();
  return new URL(match![0]);
};
/** The request lines of the log whose address starts with `path`. */
const loggedUrls = (start: string) =>
  log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .map((line) => line.req?.url)
    .filter((url): url is string => url?.startsWith(start) ?? false);

/** The secret, as it travels in the link (as sent) and decoded: neither may be in the log. */
function expectNotLogged(secret: string) {
  expect(secret.length).toBeGreaterThan(10);
  expect(log).not.toContain(secret);
  expect(log).not.toContain(encodeURIComponent(secret));
}

describe("one-time link secrets in the request log", () => {
  let me: Account;
  beforeAll(async () => {
    me = await newAccount(t.app, "investor", { password: PASSWORD });
  });

  it("the e-mail confirmation link's token", async () => {
    ok(await client(t.app, me.cookie).post("/api/auth/confirmation-email"));
    const link = verificationLink((await mailsTo(me.email)).at(-1)!);
    const opened = await get(link.pathname + link.search);
    expect(opened.statusCode, opened.body).toBeLessThan(400);
    expectNotLogged(link.searchParams.get("token")!);
    expect(loggedUrls("/api/auth/verify-email")).toContainEqual(expect.stringContaining(`token=${REDACTED}`));
  });

  it("the data export's download token", async () => {
    ok(await client(t.app, me.cookie).post("/api/account/data-export"));
    expect(await t.app.jobs.dataExports()).toBe(1);
    const link = (await dataExportLink(t, me.email))!;
    const res = await get(link.pathname + link.search, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expectNotLogged(link.searchParams.get("token")!);
    expect(loggedUrls("/api/account/data-export/")).toContain(`${link.pathname}?token=${REDACTED}`);
  });

  it("the password reset link's token, on the page it opens", async () => {
    ok(await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: me.email } }));
    const link = linkIn((await mailsTo(me.email)).at(-1)!, /https?:\/\/\S+\/redefinir-senha\?token=\S+/);
    await get(link.pathname + link.search);
    const token = link.searchParams.get("token")!;
    ok(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, new_password: PASSWORD, confirm_password: PASSWORD },
      }),
    );
    expectNotLogged(token);
    expect(loggedUrls("/redefinir-senha")).toEqual([`/redefinir-senha?token=${REDACTED}`]);
  });

  it("the e-mail change's confirmation and undo links", async () => {
    const mover = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("mudou");
    ok(
      await client(t.app, mover.cookie).post("/api/account/email", { new_email: newEmail, current_password: PASSWORD }),
    );
    const confirm = verificationLink((await mailsTo(newEmail)).at(-1)!);
    expect((await get(confirm.pathname + confirm.search, mover.cookie)).statusCode).toBeLessThan(400);
    const undo = linkIn((await mailsTo(mover.email)).at(-1)!, /https?:\/\/\S+\/conta\/desfazer-email\?token=\S+/);
    await get(undo.pathname + undo.search);
    expectNotLogged(confirm.searchParams.get("token")!);
    expectNotLogged(undo.searchParams.get("token")!);
  });

  it("a document's public verification code, on the page and in its API call", async () => {
    const code = randomBytes(16).toString("base64url").slice(0, 22);
    await get(`/verificar/${code}`);
    await get(`/api/public/verify/${code}`);
    expect(log).not.toContain(code);
    expect(loggedUrls("/api/public/verify/")).toEqual([`/api/public/verify/${REDACTED}`]);
  });

  it("a payment receipt's public check code, on the page and in its API call (decision 117)", async () => {
    const code = randomBytes(16).toString("base64url").slice(0, 22);
    await get(`/comprovante/${code}`);
    await get(`/api/public/receipts/${code}`);
    expect(log).not.toContain(code);
    expect(loggedUrls("/api/public/receipts/")).toEqual([`/api/public/receipts/${REDACTED}`]);
  });

  it("the PSP's webhook secret, on both addresses, refused or not, and on a path nothing answers (decision 109)", async () => {
    const secret = t.config.pix.webhookSecret;
    const pix = { endToEndId: `E12345678202612061000${randomBytes(8).toString("hex").slice(0, 11)}`, valor: "1.00" };
    const body = { pix: [{ ...pix, horario: new Date().toISOString() }] };
    for (const url of [`/api/payments/pix/webhook/${secret}`, `/api/payments/pix/webhook/${secret}/pix`]) {
      const res = await t.app.inject({ method: "POST", url, payload: body });
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.app.inject({ method: "POST", url, payload: { pix: "x" } })).statusCode).toBe(400);
    }
    await t.app.inject({ method: "GET", url: `/api/payments/pix/webhook/${secret}/pix` });
    await t.app.inject({ method: "POST", url: `/api/payments/pix/webhook/${secret}/outra-coisa`, payload: body });
    expectNotLogged(secret);
    expect(loggedUrls("/api/payments/pix/webhook/")).toContain(`/api/payments/pix/webhook/${REDACTED}/pix`);
  });

  it("a mistyped link the web app reports as not found, and its referer", async () => {
    const secret = randomBytes(24).toString("base64url");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/client-events/not-found",
      payload: { path: `/redefinir-senhaa?token=${secret}` },
      headers: { referer: `${t.config.publicUrl}/redefinir-senha?token=${secret}x` },
    });
    expect(res.statusCode).toBe(204);
    expect(log).toContain('"msg":"page not found (client)"');
    expectNotLogged(secret);
  });

  it("the log still tells which route was asked for", () => {
    expect(log).toContain('"msg":"incoming request"');
    expect(loggedUrls("/api/account/data-export")).toContain("/api/account/data-export");
  });
});

describe("redactUrl", () => {
  it("keeps what is not a secret and replaces what is", () => {
    expect(redactUrl("/api/projects?q=casa&page=2")).toBe("/api/projects?q=casa&page=2");
    expect(redactUrl("/x?token=abc&next=%2Fdashboard")).toBe(`/x?token=${REDACTED}&next=%2Fdashboard`);
    expect(redactUrl("/x?Reset%5FToken=abc")).toBe(`/x?Reset%5FToken=${REDACTED}`);
    expect(redactUrl("/x?%E0%A4%A=1&code=9")).toBe(`/x?%E0%A4%A=1&code=${REDACTED}`);
    expect(redactUrl("/verificar/abc?token=1")).toBe(`/verificar/${REDACTED}?token=${REDACTED}`);
    expect(redactUrl("https://alicerce.dev/verificar/abc")).toBe(`https://alicerce.dev/verificar/${REDACTED}`);
    expect(redactUrl("https://alicerce.dev/comprovante/abc")).toBe(`https://alicerce.dev/comprovante/${REDACTED}`);
    expect(redactUrl("/api/public/receipts/abc?x=1")).toBe(`/api/public/receipts/${REDACTED}?x=1`);
    expect(redactUrl("/api/payments/pix/webhook/s3gr3d0/pix")).toBe(`/api/payments/pix/webhook/${REDACTED}/pix`);
  });
});
