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

  it("asks for the OAB number and state only when the type is Jurídico, and sends them", async () => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => {};
    renderPage();
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Número da OAB")).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Tipo de usuário" }));
    await user.click(await screen.findByRole("option", { name: "Jurídico" }));
    const number = await screen.findByLabelText("Número da OAB");
    expect(screen.getByRole("combobox", { name: "UF da OAB" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Nome completo"), "Joana Advogada");
    await user.type(screen.getByLabelText("CPF"), "52998224725");
    await user.type(screen.getByLabelText("Email"), "joana@exemplo.com.br");
    await user.type(screen.getByLabelText("Senha"), "uma senha longa e boa");
    await user.click(screen.getByRole("button", { name: "Criar Conta" }));
    expect(await screen.findByText("Informe o número da OAB.")).toBeInTheDocument();
    expect(screen.getByText("Selecione a UF da OAB.")).toBeInTheDocument();

    await user.type(number, "123456");
    await user.click(screen.getByRole("combobox", { name: "UF da OAB" }));
    await user.click(await screen.findByRole("option", { name: "MG" }));
    await user.click(screen.getByRole("button", { name: "Criar Conta" }));
    const fetchMock = vi.mocked(fetch);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/auth/register")).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/auth/register")!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ type: "legal", oab_number: "123456", oab_state: "MG" });
  }, 30_000);
});
