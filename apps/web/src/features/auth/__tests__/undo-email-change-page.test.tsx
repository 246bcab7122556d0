import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, Reply } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { UndoEmailChangePage } from "../pages/undo-email-change-page";

// docs/product/account-and-notifications.md#settings: the undo link of an e-mail change.
const INVALID = "Link inválido ou expirado.";
const DONE =
  'Sua conta voltou a usar o email ana@exemplo.com, e todas as sessões dela foram encerradas. Quem trocou o email estava com uma sessão aberta na sua conta: redefina sua senha agora em "Esqueci minha senha".';
const anonymous = () => ({ user: null });

describe("UndoEmailChangePage", () => {
  it("without a token, says the link is invalid and sends nothing", async () => {
    const api = mockApi({ "GET /api/auth/session": anonymous });
    renderInDashboard(<UndoEmailChangePage />, { path: "/conta/desfazer-email" });
    expect(await screen.findByText(INVALID)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Desfazer troca de email" })).toBeNull();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("asks first, then undoes and points to Esqueci minha senha", async () => {
    const api = mockApi({
      "GET /api/auth/session": anonymous,
      "POST /api/account/email/undo": () => ({ message: DONE }),
    });
    renderInDashboard(<UndoEmailChangePage />, { path: "/conta/desfazer-email?token=abc123" });
    const button = await screen.findByRole("button", { name: "Desfazer troca de email" });
    // Opening the link alone changes nothing.
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText(DONE)).toBeVisible();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ token: "abc123" });
    expect(screen.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute("href", "/esqueci-senha");
  });

  it("shows a spent or expired link, and an address taken meanwhile, as the server says", async () => {
    const taken =
      "O email anterior passou a ser usado por outra conta, então a troca não pode ser desfeita por este link. Fale com o suporte do Alicerce.";
    for (const [status, code, message] of [
      [400, "VALIDATION_ERROR", INVALID],
      [409, "CONFLICT", taken],
    ] as const) {
      mockApi({
        "GET /api/auth/session": anonymous,
        "POST /api/account/email/undo": () => new Reply(status, { error: { code, message } }),
      });
      const { unmount } = renderInDashboard(<UndoEmailChangePage />, { path: "/conta/desfazer-email?token=gasto" });
      await userEvent.click(await screen.findByRole("button", { name: "Desfazer troca de email" }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.queryByRole("button", { name: "Desfazer troca de email" })).toBeNull();
      unmount();
    }
  });
});
