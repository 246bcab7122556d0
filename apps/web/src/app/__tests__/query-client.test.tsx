import { act } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { recordToasts } from "@/test/toast-recorder";
import { createQueryClient } from "../query-client";

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

const refuse = () => Promise.reject(new ApiRequestError(422, "VALIDATION_ERROR", "Torne o projeto público antes."));

describe("the query client's mutations", () => {
  it("say why a change failed in a toast with the server's message", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: refuse });
    await act(() => mutation.execute(undefined).catch(() => undefined));
    expect(toasts.shown).toEqual([
      { title: "Erro", description: "Torne o projeto público antes.", variant: "destructive" },
    ]);
  });

  it("stay quiet for a mutation that shows its own message", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: refuse, meta: { errorToast: false } });
    await act(() => mutation.execute(undefined).catch(() => undefined));
    expect(toasts.shown).toEqual([]);
  });
});
