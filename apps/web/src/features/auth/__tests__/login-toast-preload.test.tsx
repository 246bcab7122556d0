import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onToastExpected } from "@/hooks/use-toast";
import { mockApi } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { LoginPage } from "../pages/login-page";

// How many times the login announced its toast (the toaster loads its code on each announcement).
let announced = 0;
let stop: () => void;
beforeEach(() => {
  announced = 0;
  stop = onToastExpected(() => (announced += 1));
});
afterEach(() => stop());

describe("the login's toast code loads while the password is checked (decision 139)", () => {
  // Loaded only with the toast, it could mount after the person had opened a menu on the dashboard,
  // and be the layer Escape closed instead of the menu.
  it("announces the toast on submit, before the answer arrives", async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      "GET /api/auth/session": () => ({ user: null }),
      "POST /api/auth/login": () => new Promise((resolve) => (answer = resolve)),
    });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.type(screen.getByLabelText("Email"), "ana@exemplo.com");
    await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
    expect(announced).toBe(0);

    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(announced).toBe(1));
    expect(screen.getByRole("button", { name: "Entrando..." })).toBeDisabled();
    answer({ user: null });
  });

  it("announces nothing for a form refused before sending", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe seu email.")).toBeVisible();
    expect(announced).toBe(0);
  });
});
