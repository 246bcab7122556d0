import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  createTestApp,
  login,
  register,
  sessionCookie,
  sessionUser,
  setCookies,
  type TestApp,
} from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://alicerce.example" });
});
afterAll(() => t.close());

describe("behind https (PUBLIC_URL https://…)", () => {
  it("names the session cookie __Host- with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain", async () => {
    const { res } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);
    const cookie = sessionCookie(res);
    expect(cookie?.name).toBe("__Host-alicerce.session_token");
    expect(cookie?.attributes.secure).toBe(true);
    expect(cookie?.attributes.httponly).toBe(true);
    expect(String(cookie?.attributes.samesite).toLowerCase()).toBe("lax");
    expect(cookie?.attributes.path).toBe("/");
    expect(cookie?.attributes.domain).toBeUndefined();
    // Every cookie the server sets is Secure.
    for (const raw of setCookies(res)) expect(raw).toMatch(/;\s*Secure/i);
  });

  it("reads the session from the __Host- cookie and ignores the plain-http name", async () => {
    const { res, cookie } = await register(t.app);
    expect(res.statusCode).toBe(201);
    expect((await sessionUser(t.app, cookie))?.id).toBe(res.json().user.id);
    const value = sessionCookie(res)!.value;
    expect(await sessionUser(t.app, `alicerce.session_token=${value}`)).toBeNull();
  });

  it("logs in and out with Secure cookies", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const again = await login(t.app, input.email, input.password);
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)?.name).toBe("__Host-alicerce.session_token");
    for (const raw of setCookies(again)) expect(raw).toMatch(/;\s*Secure/i);
    // The known-device cookie (decision 040) is __Secure- prefixed there.
    expect(setCookies(again).some((raw) => raw.startsWith("__Secure-alicerce.device="))).toBe(true);
    const cookie = cookieHeader(again);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The session cookie is gone; the device stays known (a later login's exemption, decision 040).
    expect(cookieHeader(out, cookie)).toMatch(/^__Secure-alicerce\.device=[^;]+$/);
    expect(await sessionUser(t.app, cookie)).toBeNull();
  });

  it("sends HSTS and upgrade-insecure-requests", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
