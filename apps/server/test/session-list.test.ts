// Decision 043: "Sessões ativas" in Minha Conta lists the account's sessions and ends one, or
// every other one; nobody reaches another account's sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSession } from "@alicerce/shared/schemas/account";
import { deviceName } from "../src/modules/auth/device-name.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
});
afterAll(() => t.close());

async function signIn(who: Account, userAgent: string, ip: string): Promise<string> {
  const res = await login(t.app, who.email, PASSWORD, { headers: { "user-agent": userAgent }, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}

const sessionsOf = async (cookie: string) =>
  ok<{ items: AccountSession[] }>(await client(t.app, cookie).get("/api/account/sessions")).items;

describe("Sessões ativas", () => {
  it("lists the account's sessions with device, address and last use, marking this browser's", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const laptop = await signIn(me, FIREFOX_LINUX, "10.9.0.1");
    const phone = await signIn(me, SAFARI_IPHONE, "10.9.0.2");
    const stranger = await newAccount(t.app, "investor");

    const seenFromPhone = await sessionsOf(phone);
    expect(seenFromPhone).toHaveLength(3); // the sign-up's session too
    const current = seenFromPhone.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: "Safari no iPhone", ip_address: "10.9.0.2" });
    expect(seenFromPhone.find((s) => s.ip_address === "10.9.0.1")).toMatchObject({
      device: "Firefox no Linux",
      current: false,
    });
    expect(Date.parse(current[0]!.last_used_at)).not.toBeNaN();
    // Another account's sessions are never listed.
    expect((await sessionsOf(stranger.cookie)).map((s) => s.id)).not.toContain(current[0]!.id);
    expect(await sessionsOf(laptop)).toHaveLength(3);
  });

  it("Encerrar ends one session of the account; another person's session id is not found", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await signIn(me, FIREFOX_LINUX, "10.9.1.1");
    const otherId = (await sessionsOf(other)).find((s) => s.current)!.id;
    const stranger = await newAccount(t.app, "investor", { password: PASSWORD });
    const strangerId = (await sessionsOf(stranger.cookie)).find((s) => s.current)!.id;

    expectApiError(
      await client(t.app, me.cookie).del(`/api/account/sessions/${strangerId}`),
      404,
      "NOT_FOUND",
      "Sessão não encontrada.",
    );
    expect((await sessionUser(t.app, stranger.cookie))?.id).toBe(stranger.id);

    const mine = (await sessionsOf(me.cookie)).find((s) => s.current)!.id;
    expectApiError(
      await client(t.app, me.cookie).del(`/api/account/sessions/${mine}`),
      409,
      "CONFLICT",
      "Para encerrar a sessão deste dispositivo, use Sair.",
    );
    expectApiError(await client(t.app, me.cookie).del("/api/account/sessions/nao-e-um-id"), 400, "VALIDATION_ERROR");

    expect(ok<{ message: string }>(await client(t.app, me.cookie).del(`/api/account/sessions/${otherId}`))).toEqual({
      message: "Sessão encerrada.",
    });
    expect(await sessionUser(t.app, other)).toBeNull();
    expect((await sessionUser(t.app, me.cookie))?.id).toBe(me.id);
    expectApiError(await client(t.app, me.cookie).del(`/api/account/sessions/${otherId}`), 404, "NOT_FOUND");
  });

  it("Encerrar todas as outras keeps only this browser's session, and touches no one else's", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const others = [await signIn(me, FIREFOX_LINUX, "10.9.2.1"), await signIn(me, SAFARI_IPHONE, "10.9.2.2")];
    const stranger = await newAccount(t.app, "investor");
    expect(ok<{ message: string }>(await client(t.app, me.cookie).post("/api/account/sessions/end-others"))).toEqual({
      message: "As outras sessões foram encerradas.",
    });
    for (const cookie of others) expect(await sessionUser(t.app, cookie)).toBeNull();
    expect((await sessionsOf(me.cookie)).map((s) => s.current)).toEqual([true]);
    expect((await sessionUser(t.app, stranger.cookie))?.id).toBe(stranger.id);
  });

  it("is for logged-in people only", async () => {
    expectApiError(await client(t.app).get("/api/account/sessions"), 401, "UNAUTHENTICATED");
    expectApiError(await client(t.app).post("/api/account/sessions/end-others"), 401, "UNAUTHENTICATED");
  });
});

describe("device names", () => {
  it("name the browser and the system, and say so when the user agent tells nothing", () => {
    expect(deviceName(FIREFOX_LINUX)).toBe("Firefox no Linux");
    expect(deviceName(SAFARI_IPHONE)).toBe("Safari no iPhone");
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge no Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome no Android");
    expect(deviceName("curl/8.5.0")).toBe("Navegador desconhecido");
    expect(deviceName(null)).toBe("Navegador desconhecido");
  });
});
