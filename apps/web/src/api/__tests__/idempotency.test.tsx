import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { useIdempotencyKey } from "../idempotency";

describe("useIdempotencyKey", () => {
  it("sends the same key again when the last submit got no answer, a new one once it was answered", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.take();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(result.current.take()).toBe(first);

    // The connection dropped: the server may have done it, so the retry must be recognisable.
    result.current.settle(new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet."));
    expect(result.current.take()).toBe(first);

    // A refusal is an answer: the person changes the form and submits something new.
    result.current.settle(new ApiRequestError(400, "VALIDATION_ERROR", "Valor abaixo do mínimo."));
    const second = result.current.take();
    expect(second).not.toBe(first);

    result.current.settle(null);
    expect(result.current.take()).not.toBe(second);
  });
});
