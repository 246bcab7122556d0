import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, onUnauthenticated } from "@/lib/api-client";
import { mockApi, Reply } from "@/test/api-mock";
import { client, unwrap } from "../client";

afterEach(() => vi.unstubAllGlobals());

describe("the typed API client", () => {
  it("answers the body and sends the JSON body and path parameters", async () => {
    const { calls } = mockApi({
      "POST /api/projects/p-1/investments": ({ body }) =>
        new Reply(201, { id: "i-1", amount: (body as { amount: number }).amount }),
    });
    const answer = await unwrap(
      client.POST("/api/projects/{id}/investments", { params: { path: { id: "p-1" } }, body: { amount: 500 } }),
    );
    expect(answer).toMatchObject({ id: "i-1", amount: 500 });
    expect(calls).toEqual([{ method: "POST", path: "/api/projects/p-1/investments", body: { amount: 500 } }]);
  });

  it("turns the API error shape into an ApiRequestError with its code, message and fields", async () => {
    mockApi({
      "POST /api/quotations": () =>
        new Reply(400, {
          error: { code: "VALIDATION_FAILED", message: "Verifique os campos.", fields: { title: ["Obrigatório."] } },
        }),
    });
    const failure = await unwrap(client.POST("/api/quotations", { body: {} as never })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Verifique os campos.",
      fields: { title: ["Obrigatório."] },
    });
  });

  it("announces a lost session on 401 UNAUTHENTICATED", async () => {
    mockApi({
      "GET /api/investments/mine": () =>
        new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login para continuar." } }),
    });
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await expect(unwrap(client.GET("/api/investments/mine"))).rejects.toMatchObject({ status: 401 });
    stop();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("reports a failed connection in pt-BR, but lets a cancelled call stay a cancellation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(unwrap(client.GET("/api/quotations"))).rejects.toMatchObject({
      code: "NETWORK",
      message: "Sem conexão com o servidor. Verifique sua internet.",
    });

    const controller = new AbortController();
    controller.abort();
    const cancelled = await unwrap(
      client.GET("/api/quotations", { signal: controller.signal }),
      controller.signal,
    ).catch((e: unknown) => e);
    expect(cancelled).not.toBeInstanceOf(ApiRequestError);
  });
});
