import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { LoginPage } from "../pages/login-page";

const preloadToaster = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/lazy-toaster", async (original) => ({
  ...(await original<typeof import("@/components/ui/lazy-toaster")>()),
  preloadToaster,
}));

beforeEach(() => preloadToaster.mockClear());

describe("the login's toast code loads while the password is checked", () => {
  // Loaded only with the toast, it could mount after the person had opened a menu on the dashboard,
  // and be the layer Escape closed instead of the menu.
  it("starts loading the toast code on submit, before the answer arrives", async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      "GET /api/auth/session": () => ({ user: null }),
      "POST /api/auth/login": () => new Promise((resolve) => (answer = resolve)),
    });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.type(screen.getByLabelText("Email"), "ana@exemplo.com");
    await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
    expect(preloadToaster).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(preloadToaster).toHaveBeenCalledTimes(1));
    answer({ user: null });
  });

  it("loads nothing for a form refused before sending", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe seu email.")).toBeVisible();
    expect(preloadToaster).not.toHaveBeenCalled();
  });
});
