import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { GUESSABLE_PASSWORD, PASSWORD_HINT } from "@alicerce/shared/password-rules";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { RegisterPage } from "../pages/register-page";
import { ResetPasswordPage } from "../pages/reset-password-page";

// A guessable password (docs/product/accounts.md#registration): the server's sentence shows under the
// password field of each form that sets one, which also tells the rule before anything is sent
// (Minha Conta's form: features/account/__tests__/password-change-weak.test.tsx).
const weak = (field: string) => () =>
  new Reply(400, {
    error: {
      code: "WEAK_PASSWORD",
      message: `Senha fraca: ${GUESSABLE_PASSWORD}`,
      fields: { [field]: [GUESSABLE_PASSWORD] },
    },
  });

beforeEach(() => {
  // jsdom lacks matchMedia, which the registration form's Radix select asks for.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

/** The field's error, tied to it for screen readers. */
async function expectSentenceUnder(field: HTMLElement) {
  const sentence = await screen.findByText(GUESSABLE_PASSWORD);
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field.getAttribute("aria-describedby")).toBe(sentence.id);
}

describe("a guessable password, refused by the server", () => {
  it("is said under the registration form's password", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }), "POST /api/auth/register": weak("password") });
    renderInDashboard(<RegisterPage />, { path: "/register" });
    const password = screen.getByLabelText("Senha");
    expect(screen.getByText(PASSWORD_HINT)).toBeVisible();
    await userEvent.type(screen.getByLabelText("Nome completo"), "Ana Souza");
    await userEvent.type(screen.getByLabelText("CPF"), "52998224725");
    await userEvent.type(screen.getByLabelText("Email"), "ana@exemplo.com");
    await userEvent.type(password, "abc12x");
    await userEvent.click(screen.getByRole("button", { name: "Criar Conta" }));
    await expectSentenceUnder(password);
  }, 30_000);

  it("is said under the reset page's new password", async () => {
    mockApi({ "GET /api/auth/session": () => ({ user: null }), "POST /api/auth/reset-password": weak("new_password") });
    renderInDashboard(<ResetPasswordPage />, { path: "/redefinir-senha?token=abc" });
    const password = screen.getByLabelText("Nova senha");
    expect(screen.getByText(PASSWORD_HINT)).toBeVisible();
    await userEvent.type(password, "abc12x");
    await userEvent.type(screen.getByLabelText("Confirmar nova senha"), "abc12x");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    await expectSentenceUnder(password);
  });
});
