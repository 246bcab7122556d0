import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { decorateRequestUser, registerAuthenticated } from "../src/http/authenticated.ts";
import { registerErrorHandler } from "../src/http/error-handler.ts";

const user: CurrentUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "investidor@alicerce.dev",
  name: "Investidor",
  type: "investor",
  avatar_url: null,
  verified: true,
};

/** A small app: one public route and one authenticated route, both answering `request.user`. */
async function appWith(readSession: Parameters<typeof registerAuthenticated>[1]) {
  const app = Fastify();
  registerErrorHandler(app);
  decorateRequestUser(app);
  app.get("/public", async (request) => ({ user: request.user }));
  await registerAuthenticated(app, readSession, async (scope) => {
    scope.get("/private", async (request) => ({ user: request.user }));
  });
  return app;
}

describe("the authenticated scope", () => {
  it("reads the session once and gives its user to the handler", async () => {
    const readSession = vi.fn(async () => ({ user, sessionId: "s1" }));
    const app = await appWith(readSession);
    const res = await app.inject({ method: "GET", url: "/private" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });
    expect(readSession).toHaveBeenCalledTimes(1);
  });

  it("answers 401 in the API's error shape without a session, never reaching the handler", async () => {
    const app = await appWith(async () => null);
    const res = await app.inject({ method: "GET", url: "/private" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Sua sessão expirou. Entre novamente." },
    });
  });

  it("fails closed when a route outside the scope reads request.user", async () => {
    const readSession = vi.fn(async () => ({ user, sessionId: "s1" }));
    const app = await appWith(readSession);
    const res = await app.inject({ method: "GET", url: "/public" });
    expect(res.statusCode).toBe(401);
    expect(readSession).not.toHaveBeenCalled();
  });
});
