import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SignaturesPage } from "../pages/signatures-page";
import { signatureList } from "./signature-fixtures";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("Nova assinatura", () => {
  it("checks every field, adds and removes signers, and asks each one to have a distinct e-mail", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/signatures": () => signatureList([]),
      "GET /api/signatures/project-options": () => ({
        items: [{ id: "p-1", title: "Residencial Jardim das Acácias" }],
      }),
    });
    renderInDashboard(<SignaturesPage />, { path: "/dashboard/signatures" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Nova assinatura" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Nova assinatura" }));
    await user.click(dialog.getByRole("button", { name: "Enviar para assinatura" }));
    expect(await dialog.findByText("Informe o título do contrato.")).toBeInTheDocument();
    expect(dialog.getByText("Informe o prazo para assinar, no formato dd/mm/aaaa.")).toBeInTheDocument();
    expect(dialog.getByText("Informe o nome de quem assina.")).toBeInTheDocument();
    // The only signer cannot be removed; a second one can.
    expect(dialog.getByRole("button", { name: "Remover signatário 1" })).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "Adicionar signatário" }));
    const names = dialog.getAllByLabelText("Nome");
    const emails = dialog.getAllByLabelText("E-mail");
    expect(names).toHaveLength(2);
    await user.type(names[0]!, "Ana");
    await user.type(emails[0]!, "ana@exemplo.com");
    await user.type(names[1]!, "Ana de novo");
    await user.type(emails[1]!, "ANA@exemplo.com");
    await user.click(dialog.getByRole("button", { name: "Enviar para assinatura" }));
    expect(await dialog.findByText("Cada pessoa deve ter um e-mail diferente.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Remover signatário 2" }));
    expect(dialog.getAllByLabelText("Nome")).toHaveLength(1);
  }, 20_000);
});
