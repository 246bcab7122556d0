import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { SupplierFormDialog } from "../components/supplier-form-dialog";

beforeEach(() => {
  polyfillRadix();
  mockApi({ "GET /api/auth/session": sessionOf("supplier") });
});
afterEach(() => vi.unstubAllGlobals());

describe("supplier form: CNPJ mask", { timeout: 30_000 }, () => {
  it("masks the CNPJ as 00.000.000/0000-00 while typing and stops at 14 digits", async () => {
    renderInDashboard(<SupplierFormDialog supplier={null} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    const cnpj = screen.getByLabelText("CNPJ");
    await user.type(cnpj, "112223");
    expect(cnpj).toHaveValue("11.222.3");
    await user.type(cnpj, "33000181");
    expect(cnpj).toHaveValue("11.222.333/0001-81");
    await user.type(cnpj, "99");
    expect(cnpj).toHaveValue("11.222.333/0001-81");
  });

  it("keeps only digits from a pasted CNPJ", async () => {
    renderInDashboard(<SupplierFormDialog supplier={null} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    const cnpj = screen.getByLabelText("CNPJ");
    await user.click(cnpj);
    await user.paste("11 222 333 0001 81");
    expect(cnpj).toHaveValue("11.222.333/0001-81");
  });

  it("refuses an invalid CNPJ without calling the server", async () => {
    const { calls } = mockApi({ "GET /api/auth/session": sessionOf("supplier") });
    renderInDashboard(<SupplierFormDialog supplier={null} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("CNPJ"));
    await user.paste("11222333000100");
    await user.click(screen.getByRole("button", { name: "Cadastrar fornecedor" }));
    expect(await screen.findByText("Por favor, insira um CNPJ válido.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
