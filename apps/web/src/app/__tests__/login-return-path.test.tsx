import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GuestOnly } from "@/app/guest-only";
import { mockApi } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { LoginPage } from "@/features/auth/pages/login-page";

const USER = { id: "u-1", email: "ana@exemplo.com", name: "Ana", type: "investor", avatar_url: null, verified: false };

// The later steps load when the password is sent (decision 056); loaded once here for a busy machine.
beforeAll(() => import("@/features/auth/components/later-steps"));
afterEach(() => vi.unstubAllGlobals());

async function logIn(search: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/auth/session": () => ({ user: null }),
    "POST /api/auth/login": () => ({ user: USER, suggest_two_factor: false }),
    ...routes,
  });
  renderInDashboard(
    <GuestOnly>
      <LoginPage />
    </GuestOnly>,
    { path: `/login${search}` },
  );
  await userEvent.type(await screen.findByLabelText("Email"), "ana@exemplo.com");
  await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
  return api;
}

// Decision 121: a link opened logged out returns to its page after the login, only within this site.
describe("the login returns to the page a link named", () => {
  it("opens the contract to sign after the password", async () => {
    await logIn("?voltar=%2Fdashboard%2Fsignatures%3Fassinar%3Dabc");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/signatures?assinar=abc"));
  });

  it("opens it after the two-factor step too", async () => {
    await logIn("?voltar=%2Fdashboard%2Fprojects%2Fp-1", {
      "POST /api/auth/login": () => ({ two_factor_required: true }),
      "POST /api/auth/login/two-factor": () => ({ user: USER, suggest_two_factor: false }),
    });
    await userEvent.type(await screen.findByLabelText("Código de verificação"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/projects/p-1"));
  });

  it.each([
    ["another site", "%2F%2Fevil.example%2Fx"],
    ["another site, backslash", "%2F%5Cevil.example"],
    ["a scheme", "https%3A%2F%2Fevil.example"],
    ["javascript", "javascript%3Aalert(1)"],
  ])("refuses %s and goes to the dashboard", async (_why, value) => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await logIn(`?voltar=${value}`);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(assign).not.toHaveBeenCalled();
  });

  it("loads a server download (Baixar meus dados) as a page, over the dashboard", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await logIn("?voltar=%2Fapi%2Faccount%2Fdata-export%2Fe-1%2Fdownload%3Ftoken%3Dt");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/account/data-export/e-1/download?token=t"));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
  });
});

describe("the login's e-mail check", () => {
  it("says 'Por favor, insira um email válido.' before sending a malformed e-mail, as registration does", async () => {
    const { calls } = mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderInDashboard(<LoginPage />, { path: "/login" });
    await userEvent.type(await screen.findByLabelText("Email"), "ana@exemplo");
    await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Por favor, insira um email válido.")).toBeVisible();
    expect(calls.some((c) => c.path === "/api/auth/login")).toBe(false);
  });
});
