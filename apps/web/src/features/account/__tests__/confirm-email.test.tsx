import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountSettings } from "@alicerce/shared/schemas/account";
import { CONFIRMATION_EMAIL_WAIT_MESSAGE } from "@alicerce/shared/email-confirmation";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { AccountPage } from "../pages/account-page";

const settings = (confirmed: boolean): AccountSettings => ({
  user: {
    id: "u-1",
    email: "nova@alicerce.dev",
    name: "Nina Nova",
    type: "creator",
    avatar_url: null,
    verified: false,
  },
  cpf: "52998224725",
  phone: "11987654321",
  email_verified: confirmed,
  supplier: null,
});

beforeEach(() => polyfillRadix());

// docs/product/accounts.md#confirming-the-e-mail: Minha Conta offers the link, not only the e-mail change form.
describe("Minha Conta → Configurações: confirming the e-mail", () => {
  it("offers 'Confirmar email' to an unconfirmed account, mails the link and waits the server's minute", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/account": () => settings(false),
      "POST /api/auth/confirmation-email": () => ({
        sent: true,
        already_confirmed: false,
        resend_at: new Date(Date.now() + 60_000).toISOString(),
      }),
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    expect(await screen.findByText(/\(não confirmado\)/)).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent("Confirme seu email para convidar pessoas");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar email" }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === "POST" && c.path === "/api/auth/confirmation-email")).toHaveLength(1),
    );
    // Asked again only once the minute has passed.
    expect(await screen.findByRole("button", { name: /^Confirmar email \(\d+s\)$/ })).toBeDisabled();
  });

  it("says the server's reason when it refuses", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/account": () => settings(false),
      "POST /api/auth/confirmation-email": () =>
        new Reply(429, { error: { code: "TOO_MANY_REQUESTS", message: CONFIRMATION_EMAIL_WAIT_MESSAGE } }),
    });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar email" }));
    expect(await screen.findByText(CONFIRMATION_EMAIL_WAIT_MESSAGE)).toHaveAttribute("role", "alert");
  });

  it("offers nothing once the e-mail is confirmed", async () => {
    mockApi({ "GET /api/auth/session": sessionOf("creator"), "GET /api/account": () => settings(true) });
    renderInDashboard(<AccountPage />, { path: "/dashboard/profile?aba=configuracoes" });
    expect(await screen.findByText(/\(confirmado\)/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirmar email" })).toBeNull();
  });
});
