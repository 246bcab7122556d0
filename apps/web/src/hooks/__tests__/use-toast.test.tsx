import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "../use-toast";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("keeps one toast at a time, the newest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Primeiro" });
      toast({ title: "Segundo", variant: "destructive" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Segundo", variant: "destructive", open: true });
  });

  it("closes and then removes a dismissed toast", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Olá" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toHaveLength(0);
  });
});
