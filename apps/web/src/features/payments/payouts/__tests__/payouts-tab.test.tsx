import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { PayoutAccountState } from "@alicerce/shared/schemas/payments-payouts";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { PayoutsTab } from "../components/payouts-tab";

// Minha Conta → Recebimentos (docs/product/payments.md#recebimentos).
beforeAll(polyfillRadix);
const EMPTY: PayoutAccountState = { account: null, cpf: "52998224725", may_use_company: false, sandbox: true };
const SAVED: PayoutAccountState = {
  account: {
    key_type: "email",
    key: "ana@exemplo.com",
    holder_kind: "person",
    holder_name: "Ana Ávila",
    holder_document: "52998224725",
    usable: true,
    updated_at: "2026-12-06T13:00:00Z",
  },
  cpf: "52998224725",
  may_use_company: false,
  sandbox: false,
};

async function typeKey(type: string, key: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Tipo de chave" }));
  await user.click(await screen.findByRole("option", { name: type }));
  const field = screen.getByLabelText("Chave Pix");
  await user.clear(field);
  await user.type(field, key);
  await user.type(screen.getByLabelText("Senha atual"), "minha senha");
  await user.click(screen.getByRole("button", { name: "Salvar chave Pix" }));
  return field;
}

describe("Minha Conta → Recebimentos", () => {
  it("says there is no key yet, and refuses a malformed key in pt-BR before sending, keeping what was typed", async () => {
    let sent = 0;
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/payout-account": () => EMPTY,
      "PUT /api/account/payout-account": () => ((sent += 1), SAVED),
    });
    renderInDashboard(<PayoutsTab />);
    expect(await screen.findByText("Nenhuma chave Pix cadastrada")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Ambiente de testes: nenhum dinheiro real é movimentado.");
    const field = await typeKey("CPF", "111.111.111-11");
    const sentence = await screen.findByText("Chave Pix inválida: o CPF informado não é válido.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field.getAttribute("aria-describedby")).toContain(sentence.id);
    expect(field).toHaveValue("111.111.111-11");
    expect(sent).toBe(0);
  });

  it("shows the server's refusal under the key (another person's CPF), keeping what was typed", async () => {
    const refusal = "Chave Pix inválida: a chave CPF deve ser o seu próprio CPF.";
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/payout-account": () => EMPTY,
      "PUT /api/account/payout-account": () =>
        new Reply(400, { error: { code: "VALIDATION_ERROR", message: refusal, fields: { key: [refusal] } } }),
    });
    renderInDashboard(<PayoutsTab />);
    await screen.findByText("Nenhuma chave Pix cadastrada");
    const field = await typeKey("CPF", "390.533.447-05");
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(field).toHaveValue("390.533.447-05");
  });

  it("saves a key and shows it with its holder", async () => {
    let body: unknown = null;
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/payout-account": () => EMPTY,
      "PUT /api/account/payout-account": ({ body: sent }) => ((body = sent), SAVED),
    });
    renderInDashboard(<PayoutsTab />);
    await screen.findByText("Nenhuma chave Pix cadastrada");
    await typeKey("E-mail", "ana@exemplo.com");
    const current = await screen.findByRole("region", { name: "Chave cadastrada" });
    expect(within(current).getByText("ana@exemplo.com")).toBeInTheDocument();
    expect(within(current).getByText("529.982.247-25")).toBeInTheDocument();
    expect(body).toMatchObject({
      key_type: "email",
      key: "ana@exemplo.com",
      holder_kind: "person",
      current_password: "minha senha",
    });
  });

  it("says when the key could not be read, with Tentar novamente", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/account/payout-account": () =>
        new Reply(500, { error: { code: "INTERNAL", message: "Erro interno." } }),
    });
    renderInDashboard(<PayoutsTab />);
    expect(await screen.findByText("Não foi possível carregar a sua chave Pix.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
  });
});
