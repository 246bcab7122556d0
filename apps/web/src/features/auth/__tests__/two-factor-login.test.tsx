import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_INVALID_RECOVERY_CODE,
  TWO_FACTOR_TOO_MANY_TRIES,
} from "@alicerce/shared/schemas/two-factor";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { recordToasts } from "@/test/toast-recorder";
import { LoginPage } from "../pages/login-page";

const USER = { id: "u-1", email: "ana@exemplo.com", name: "Ana", type: "investor", avatar_url: null, verified: false };
const anonymous = () => ({ user: null });

// The login page imports the step when the password is sent (decision 056); importing it once
// here keeps the first test's time (on a busy machine) for what it tests, as a static import did.
beforeAll(() => import("../components/two-factor-step"));

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  return toasts.stop;
});

async function passwordStep() {
  renderInDashboard(<LoginPage />, { path: "/login" });
  await userEvent.type(screen.getByLabelText("Email"), "ana@exemplo.com");
  await userEvent.type(screen.getByLabelText("Senha"), "uma senha longa");
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
  return screen.findByRole("heading", { name: "Verificação em duas etapas" });
}

describe("login with two-factor (docs/product/accounts.md#two-factor)", () => {
  it("asks for the app's code after the password and signs in with it", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": () => ({ two_factor_required: true }),
      "POST /api/auth/login/two-factor": () => ({ user: USER, suggest_two_factor: false }),
    });
    await passwordStep();
    expect(screen.getByText("Entrando como ana@exemplo.com")).toBeVisible();
    // A malformed code is said before anything is sent.
    await userEvent.type(screen.getByLabelText("Código de verificação"), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText(TWO_FACTOR_CODE_REQUIRED)).toBeVisible();
    expect(calls.some((c) => c.path === "/api/auth/login/two-factor")).toBe(false);

    await userEvent.clear(screen.getByLabelText("Código de verificação"));
    await userEvent.type(screen.getByLabelText("Código de verificação"), "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
    expect(calls.find((c) => c.path === "/api/auth/login/two-factor")?.body).toEqual({ kind: "totp", code: "123 456" });
    expect(toasts.shown).toContainEqual({ title: "Login realizado com sucesso!", description: "Bem-vindo de volta." });
  });

  it("takes a recovery code instead, and shows a refused one on the field", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": () => ({ two_factor_required: true }),
      "POST /api/auth/login/two-factor": () =>
        new Reply(400, {
          error: {
            code: "VALIDATION_ERROR",
            message: TWO_FACTOR_INVALID_RECOVERY_CODE,
            fields: { code: [TWO_FACTOR_INVALID_RECOVERY_CODE] },
          },
        }),
    });
    await passwordStep();
    await userEvent.click(screen.getByRole("button", { name: "Usar um código de recuperação" }));
    const field = screen.getByLabelText("Código de recuperação");
    await userEvent.type(field, "abcde-12345");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText(TWO_FACTOR_INVALID_RECOVERY_CODE)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("abcde-12345");
  });

  it("goes back to the password when the challenge ended (too many wrong codes)", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/auth/login": () => ({ two_factor_required: true }),
      "POST /api/auth/login/two-factor": () =>
        new Reply(429, { error: { code: "TOO_MANY_REQUESTS", message: TWO_FACTOR_TOO_MANY_TRIES } }),
    });
    await passwordStep();
    await userEvent.type(screen.getByLabelText("Código de verificação"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@exemplo.com");
    expect(screen.getByLabelText("Senha")).toHaveValue("");
    expect(toasts.shown).toContainEqual({
      title: "Erro no login",
      description: TWO_FACTOR_TOO_MANY_TRIES,
      variant: "destructive",
    });
  });
});
