import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, expectToast, toast } from "@/hooks/use-toast";
import { appToaster, createLazyToaster } from "../lazy-toaster";

afterEach(() => act(() => dismissToast()));

// A new toaster per test: the app's own one may have loaded its code in an earlier file.
const freshToaster = () => createLazyToaster(() => import("../toaster"));

describe("the toast code, loaded with the first toast", () => {
  it("once preloaded, is marked fulfilled, which React's use reads without suspending", async () => {
    const { preload } = freshToaster();
    await preload();
    // The protocol React's `use` reads (status and value): a toast then mounts in the render that
    // shows it, not in a later batch after the next screen's menu had opened. (Asserted here rather
    // than by timing a render: under act, React stops flushing a render that read a promise.)
    expect(preload()).toMatchObject({ status: "fulfilled", value: { Toaster: expect.any(Function) } });
  });

  it("shows a toast once preloaded", async () => {
    const { LazyToaster, preload } = freshToaster();
    await preload();
    await act(async () => void render(<LazyToaster />));
    await act(async () => void toast({ title: "Login realizado com sucesso!" }));
    expect(screen.getByText("Login realizado com sucesso!")).toBeInTheDocument();
  });

  it("without a preload, shows the first toast once its code has loaded", async () => {
    const { LazyToaster } = freshToaster();
    // Awaited: a toast left by an earlier test may still be in the list, and suspends this render.
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
    await expect(preload()).rejects.toThrow("offline");
    await preload();
    expect(attempts).toBe(2);
  });

  it("the app's toaster loads its code when a toast is announced", () => {
    const preload = vi.spyOn(appToaster, "preload");
    try {
      expectToast();
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
    }
  });
});
