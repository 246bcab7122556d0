import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/api/auth/auth-provider";
import { RegisterPage } from "../pages/register-page";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ user: null }), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
  // jsdom lacks matchMedia and pointer capture, used by Radix.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return render(
    <MemoryRouter>
      <AuthProvider>
        <RegisterPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe("registration form", () => {
  it("masks CPF and phone while typing", async () => {
    renderPage();
    const user = userEvent.setup();
    const cpf = screen.getByLabelText("CPF");
    await user.type(cpf, "52998224725999");
    expect(cpf).toHaveValue("529.982.247-25");
    const phone = screen.getByLabelText("Telefone");
    await user.type(phone, "11987654321");
    expect(phone).toHaveValue("(11) 98765-4321");
  });

  it("keeps submit disabled until the CPF is valid, with investor as the default type", async () => {
    renderPage();
    const user = userEvent.setup();
    const submit = screen.getByRole("button", { name: "Criar Conta" });
    expect(screen.getByRole("combobox", { name: "Tipo de usuário" })).toHaveTextContent("Investidor");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("CPF"), "12345678900");
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText("CPF"));
    await user.type(screen.getByLabelText("CPF"), "52998224725");
    expect(submit).toBeEnabled();
  });
});
