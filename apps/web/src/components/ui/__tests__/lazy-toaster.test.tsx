import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/hooks/use-toast";
import { createLazyToaster } from "../lazy-toaster";

afterEach(() => act(() => dismissToast()));

// A new toaster per test: the app's own one may have loaded its code in an earlier file.
const freshToaster = () => createLazyToaster(() => import("../toaster"));

describe("the toast code, loaded with the first toast", () => {
  it("once preloaded, shows a toast in the same render as the call", async () => {
    const { LazyToaster, preload } = freshToaster();
    await preload();
    render(<LazyToaster />);
    act(() => void toast({ title: "Login realizado com sucesso!" }));
    // Not findBy: a toast that waited for a later render mounted after the next screen's menu.
    expect(screen.getByText("Login realizado com sucesso!")).toBeInTheDocument();
  });

  it("without a preload, shows the first toast once its code has loaded", async () => {
    const { LazyToaster } = freshToaster();
    // Awaited: the previous test's closing toast may still be in the list, and suspends this render.
    await act(async () => void render(<LazyToaster />));
    await act(async () => void toast({ title: "Pedido enviado" }));
    expect(await screen.findByText("Pedido enviado")).toBeInTheDocument();
  });

  it("tries again with the next toast when the code failed to load", async () => {
    let attempts = 0;
    const { preload } = createLazyToaster(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error("offline")) : import("../toaster");
    });
    await preload();
    await preload();
    expect(attempts).toBe(2);
  });
});
