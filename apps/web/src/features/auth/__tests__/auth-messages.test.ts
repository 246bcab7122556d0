import { describe, expect, it } from "vitest";
import { ApiRequestError, apiErrorFrom } from "@/lib/api-client";
import { loginErrorToast, registerErrorToast } from "../auth-messages";

describe("login error toasts (docs/product/messages.md#login)", () => {
  it.each([
    ["INVALID_CREDENTIALS", "Email ou senha incorretos."],
    ["EMAIL_NOT_VERIFIED", "Confirme seu email antes de fazer login."],
    ["TOO_MANY_REQUESTS", "Muitas tentativas. Tente novamente em alguns minutos."],
  ] as const)("%s → %s", (code, description) => {
    expect(loginErrorToast(new ApiRequestError(400, code, "x"))).toEqual({ title: "Erro no login", description });
  });

  it("says the server's reason for any other refusal (decision 121)", () => {
    const malformed = new ApiRequestError(400, "VALIDATION_ERROR", "Por favor, insira um email válido.", {
      email: ["Por favor, insira um email válido."],
    });
    expect(loginErrorToast(malformed).description).toBe("Por favor, insira um email válido.");
  });

  it("falls back when the answer carried no reason", () => {
    expect(loginErrorToast(apiErrorFrom(502, "<html>Bad gateway</html>")).description).toBe(
      "Verifique suas credenciais e tente novamente.",
    );
  });

  it("falls back for network failures", () => {
    expect(loginErrorToast(new TypeError("fetch failed")).description).toBe(
      "Verifique suas credenciais e tente novamente.",
    );
  });
});

describe("registration error toasts (docs/product/messages.md#registration)", () => {
  it("shows the server's one sentence for a taken e-mail or CPF, which names neither", () => {
    const message =
      "Não foi possível criar a conta com estes dados. Se você já tem conta, entre ou recupere sua senha.";
    expect(registerErrorToast(new ApiRequestError(409, "CONFLICT", message))).toEqual({
      title: "Erro ao criar conta",
      description: message,
    });
  });

  it("shows the format message for an invalid CPF", () => {
    const invalid = new ApiRequestError(400, "VALIDATION_ERROR", "Por favor, insira um CPF válido.", {
      cpf: ["Por favor, insira um CPF válido."],
    });
    expect(registerErrorToast(invalid)).toEqual({
      title: "Erro ao criar conta",
      description: "Por favor, insira um CPF válido.",
    });
  });

  it("shows the text of docs/product/messages.md#registration for a short password and the reasons for a common one", () => {
    const short = new ApiRequestError(400, "WEAK_PASSWORD", "x", {
      password: ["A senha deve ter pelo menos 6 caracteres."],
    });
    expect(registerErrorToast(short).description).toBe("A senha deve ter pelo menos 6 caracteres.");
    const common = new ApiRequestError(400, "WEAK_PASSWORD", "x", {
      password: ["Esta senha está entre as mais usadas e é fácil de adivinhar."],
    });
    expect(registerErrorToast(common).description).toContain("mais usadas");
  });

  it("maps an invalid e-mail and anything else", () => {
    const email = new ApiRequestError(400, "VALIDATION_ERROR", "x", { email: ["bad"] });
    expect(registerErrorToast(email).description).toBe("Por favor, insira um email válido.");
    expect(registerErrorToast(new Error("boom")).description).toBe("Tente novamente.");
    // Any other refusal: the server's reason, never the generic text (decision 121).
    const refused = new ApiRequestError(403, "FORBIDDEN", "Cadastros estão temporariamente fechados.");
    expect(registerErrorToast(refused).description).toBe("Cadastros estão temporariamente fechados.");
  });
});
