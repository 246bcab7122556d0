import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loaded module is remembered by lazy-toaster.tsx: each test starts from a fresh copy of it, and
// of the toast store it reads.
let toast: typeof import("@/hooks/use-toast").toast;
beforeEach(async () => {
  vi.resetModules();
  ({ toast } = await import("@/hooks/use-toast"));
});
afterEach(async () => {
  const { dismissToast } = await import("@/hooks/use-toast");
  act(() => dismissToast());
});

describe("the toast code, loaded with the first toast", () => {
  it("once preloaded, shows a toast in the same render as the call", async () => {
    const { LazyToaster, preloadToaster } = await import("../lazy-toaster");
    await preloadToaster();
    render(<LazyToaster />);
    act(() => void toast({ title: "Login realizado com sucesso!" }));
    // Not findBy: a toast that waited for a later render mounted after the next screen's menu.
    expect(screen.getByText("Login realizado com sucesso!")).toBeInTheDocument();
  });

  it("without a preload, shows the first toast once its code has loaded", async () => {
    const { LazyToaster } = await import("../lazy-toaster");
    render(<LazyToaster />);
    await act(async () => void toast({ title: "Pedido enviado" }));
    expect(await screen.findByText("Pedido enviado")).toBeInTheDocument();
  });
});
