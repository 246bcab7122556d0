import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { appToaster } from "@/components/ui/lazy-toaster";
import { mockApi } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { LoginPage } from "../pages/login-page";

// A spy on the app toaster's method, restored after each test (no module mock: the web tests share
// one module graph per worker).
let preload: MockInstance<typeof appToaster.preload>;
beforeEach(() => {
  preload = vi.spyOn(appToaster, "preload");
});
afterEach(() => preload.mockRestore());

async function fillAndSubmit() {
  renderInDashboard(<LoginPage />, { path: "/login" });
  await userEvent.type(screen.getByLabelText("Email"), "ana@exemplo.com");
  await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
  expect(preload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
}

describe("the login's toast code loads while the password is checked", () => {
  // Loaded only with the toast, it could mount after the person had opened a menu on the dashboard,
  // and be the layer Escape closed instead of the menu.
  it("starts loading the toast code on submit, before the answer arrives", async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      "GET /api/auth/session": () => ({ user: null }),
      "POST /api/auth/login": () => new Promise((resolve) => (answer = resolve)),
    });
    await fillAndSubmit();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Entrando..." })).toBeDisabled();
    answer({ user: null });
  });

  it("loads nothing for a form refused before sending", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe seu email.")).toBeVisible();
    expect(preload).not.toHaveBeenCalled();
  });
});
