import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/api/auth/auth-provider";
import { mockApi } from "@/test/api-mock";
import { LoginPage } from "../pages/login-page";

function renderLogin(state?: unknown) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: "/login", state }]}>
        <AuthProvider>
          <LoginPage />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the login page's notice (docs/product/privacy.md#deletion)", () => {
  it("confirms a deleted account when it arrives from 'Excluir minha conta'", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderLogin({ notice: "Sua conta foi excluída. Seus dados pessoais foram removidos." });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Sua conta foi excluída. Seus dados pessoais foram removidos.",
    );
  });

  it("shows nothing on an ordinary visit", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderLogin();
    expect(await screen.findByRole("button", { name: "Entrar" })).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
