import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ForgotPasswordPage } from "../pages/forgot-password-page";
import { ResetPasswordPage } from "../pages/reset-password-page";

const SENT =
  "Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.";
const INVALID = "Link de redefinição inválido ou expirado. Peça um novo link.";
const anonymous = () => ({ user: null });

describe("ForgotPasswordPage (docs/product/accounts.md#password-reset)", () => {
  it("checks the e-mail, sends it and shows the same answer for any address", async () => {
    const api = mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/forgot-password": () => ({ message: SENT }),
    });
    renderInDashboard(<ForgotPasswordPage />, { path: "/esqueci-senha" });
    await userEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByText("Informe seu email.")).toBeVisible();
    await userEvent.type(screen.getByLabelText("Email"), "  Ana@Exemplo.com ");
    await userEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ email: "ana@exemplo.com" });
  });
});

describe("ResetPasswordPage", () => {
  it("without a token, says the link is invalid and offers a new one", async () => {
    mockApi({ "GET /api/auth/session": anonymous });
    renderInDashboard(<ResetPasswordPage />, { path: "/redefinir-senha" });
    expect(screen.getByText(INVALID)).toBeVisible();
    expect(screen.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute("href", "/esqueci-senha");
  });

  it("checks the confirmation, then shows a spent link as invalid", async () => {
    const api = mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/reset-password": () =>
        new Reply(400, { error: { code: "VALIDATION_ERROR", message: INVALID, fields: { token: [INVALID] } } }),
    });
    renderInDashboard(<ResetPasswordPage />, { path: "/redefinir-senha?token=abc" });
    await userEvent.type(screen.getByLabelText("Nova senha"), "nova senha longa");
    await userEvent.type(screen.getByLabelText("Confirmar nova senha"), "outra");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(await screen.findByText("As senhas não coincidem.")).toBeVisible();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.clear(screen.getByLabelText("Confirmar nova senha"));
    await userEvent.type(screen.getByLabelText("Confirmar nova senha"), "nova senha longa");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(await screen.findByText(INVALID)).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
        token: "abc",
        new_password: "nova senha longa",
        confirm_password: "nova senha longa",
      }),
    );
  });
});
