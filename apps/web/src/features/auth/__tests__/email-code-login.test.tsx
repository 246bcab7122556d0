import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL_CODE_INVALID, EMAIL_CODE_REQUIRED } from "@alicerce/shared/login-code";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { LoginPage } from "../pages/login-page";

const USER = { id: "u-1", email: "ana@exemplo.com", name: "Ana", type: "investor", avatar_url: null, verified: false };
const anonymous = () => ({ user: null });
const CREDENTIALS = { email: "ana@exemplo.com", password: "uma senha longa" };

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

async function passwordStep() {
  renderInDashboard(<LoginPage />, { path: "/login" });
  await userEvent.type(screen.getByLabelText("Email"), CREDENTIALS.email);
  await userEvent.type(screen.getByLabelText("Senha"), CREDENTIALS.password);
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
  return screen.findByRole("heading", { name: "Confirme que é você" });
}

const codeField = () => screen.getByLabelText("Código enviado por email");

describe("login from a new device with the mailed code (decision 092)", () => {
  it("says a code was sent to the e-mail, offers the field, and signs in with it", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": (request) =>
        (request.body as { email_code?: string }).email_code
          ? { user: USER, suggest_two_factor: false }
          : { email_code_required: true },
    });
    await passwordStep();
    expect(screen.getByText("Entrando como ana@exemplo.com")).toBeVisible();
    expect(screen.getByText(/enviamos um código de 6 dígitos para o seu email/)).toBeVisible();

    // Not a code: said before anything is sent.
    await userEvent.type(codeField(), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText(EMAIL_CODE_REQUIRED)).toBeVisible();
    expect(calls.filter((c) => c.path === "/api/auth/login")).toHaveLength(1);

    await userEvent.clear(codeField());
    await userEvent.type(codeField(), "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
    expect(calls.filter((c) => c.path === "/api/auth/login").at(-1)?.body).toEqual({
      ...CREDENTIALS,
      email_code: "123456",
    });
    expect(toasts.shown).toContainEqual({ title: "Login realizado com sucesso!", description: "Bem-vindo de volta." });
  });

  it("shows a refused code on the field and keeps the step", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": (request) =>
        (request.body as { email_code?: string }).email_code
          ? new Reply(400, {
              error: {
                code: "VALIDATION_ERROR",
                message: EMAIL_CODE_INVALID,
                fields: { email_code: [EMAIL_CODE_INVALID] },
              },
            })
          : { email_code_required: true },
    });
    await passwordStep();
    await userEvent.type(codeField(), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText(EMAIL_CODE_INVALID)).toBeVisible();
    expect(codeField()).toHaveAttribute("aria-invalid", "true");
    expect(codeField()).toHaveValue("000000");
  });

  it("goes on to the two-factor step when the account has it", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": (request) =>
        (request.body as { email_code?: string }).email_code
          ? { two_factor_required: true }
          : { email_code_required: true },
    });
    await passwordStep();
    await userEvent.type(codeField(), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  });

  it("goes back to the password when the password was wrong", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": (request) =>
        (request.body as { email_code?: string }).email_code
          ? new Reply(401, { error: { code: "INVALID_CREDENTIALS", message: "Email ou senha incorretos." } })
          : { email_code_required: true },
    });
    await passwordStep();
    await userEvent.type(codeField(), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(screen.getByLabelText("Senha")).toHaveValue("");
    expect(toasts.shown).toContainEqual({
      title: "Erro no login",
      description: "Email ou senha incorretos.",
      variant: "destructive",
    });
  });
});
