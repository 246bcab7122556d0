import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/api/auth/auth-provider";
import { mockApi } from "@/test/api-mock";
import { LoginPage } from "../pages/login-page";

function renderLogin(state?: unknown, search = "") {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: "/login", search, state }]}>
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

  // The confirmation link signs nobody in (decision 090): the server sends its opener here.
  it("says the e-mail was confirmed and asks for the password, after a confirmation link", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderLogin(undefined, "?email=confirmado");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Email confirmado! Entre com sua senha para continuar.",
    );
    expect(screen.getByLabelText("Senha")).toBeVisible();
  });

  it("says the link did not work, and how to get another, after a refused confirmation link", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderLogin(undefined, "?email=invalido");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Link de confirmação inválido ou expirado. Entre com seu email e senha para pedir um novo link.",
    );
  });

  it("shows nothing on an ordinary visit", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }) });
    renderLogin();
    expect(await screen.findByRole("button", { name: "Entrar" })).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
