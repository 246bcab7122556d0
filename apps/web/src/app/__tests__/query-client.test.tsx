import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, useToasts } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { createQueryClient } from "../query-client";

afterEach(() => act(() => dismissToast()));

const refuse = () => Promise.reject(new ApiRequestError(422, "VALIDATION_ERROR", "Torne o projeto público antes."));

describe("the query client's mutations", () => {
  it("say why a change failed in a toast with the server's message", async () => {
    const toasts = renderHook(() => useToasts());
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: refuse });
    await act(() => mutation.execute(undefined).catch(() => undefined));
    expect(toasts.result.current[0]).toMatchObject({
      title: "Erro",
      description: "Torne o projeto público antes.",
      variant: "destructive",
    });
  });

  it("stay quiet for a mutation that shows its own message", async () => {
    const toasts = renderHook(() => useToasts());
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: refuse, meta: { errorToast: false } });
    await act(() => mutation.execute(undefined).catch(() => undefined));
    // The previous test's toast may still be closing; no toast is open.
    expect(toasts.result.current.filter((t) => t.open)).toEqual([]);
  });
});
