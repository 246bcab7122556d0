import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Receipt } from "@alicerce/shared/schemas/payments-receipts";
import { mockApi, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ReceiptsTab } from "../components/receipts-tab";
import { ReceiptCheckPage } from "../pages/receipt-check-page";

afterEach(() => vi.unstubAllGlobals());

const CODE = "codigo-comprovante-1234";
const receipt = (id: string, overrides: Partial<Receipt> = {}): Receipt => ({
  id,
  check_code: `codigo-${id.slice(0, 8)}`,
  kind: "pix_in",
  amount: 1234.56,
  occurred_at: "2026-12-06T13:04:05Z",
  end_to_end_id: "E18236120202612061304s0123456789",
  payer: { name: "Ana Ávila", document: "***.982.247-**" },
  payee: { name: "Alicerce Conta de Garantia", document: "11.222.333/0001-81" },
  project_title: "Residencial Jardim das Acácias",
  ...overrides,
});
const ID_1 = "11111111-1111-4111-8111-111111111111";
const ID_2 = "22222222-2222-4222-8222-222222222222";

describe("Minha Conta → Comprovantes", () => {
  it("lists the receipts with their download links, and loads older ones", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/payments/receipts/mine": ({ url }) =>
        url.searchParams.get("cursor") === "next"
          ? { items: [receipt(ID_2, { kind: "refund", amount: 50 })], nextCursor: null, sandbox: true }
          : { items: [receipt(ID_1)], nextCursor: "next", sandbox: true },
    });
    const user = userEvent.setup();
    renderInDashboard(<ReceiptsTab />);
    const list = await screen.findByRole("list", { name: "Comprovantes" });
    expect(screen.getByRole("note")).toHaveTextContent("Ambiente de testes: nenhum dinheiro real é movimentado.");
    expect(within(list).getByText("Pix recebido")).toBeInTheDocument();
    expect(within(list).getByText("R$ 1.234,56")).toBeInTheDocument();
    expect(list).toHaveTextContent("06/12/2026 10:04 · Residencial Jardim das Acácias");
    expect(within(list).getByText("CPF ***.982.247-**")).toBeInTheDocument();
    expect(within(list).getByText("CNPJ 11.222.333/0001-81")).toBeInTheDocument();
    const link = within(list).getByRole("link", { name: "Baixar comprovante: Pix recebido, 06/12/2026" });
    expect(link).toHaveAttribute("href", `/api/payments/receipts/${ID_1}/pdf`);
    expect(link).toHaveTextContent("Comprovante");
    expect(
      within(list).getByRole("link", { name: "Conferir autenticidade: Pix recebido, 06/12/2026" }),
    ).toHaveAttribute("href", "/comprovante/codigo-11111111");

    await user.click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await within(list).findByText("Devolução")).toBeInTheDocument();
    expect(within(list).getByText("R$ 50,00")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
  });

  it("says when there is none yet, and offers a retry when the read fails", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/payments/receipts/mine": () => ({ items: [], nextCursor: null, sandbox: false }),
    });
    renderInDashboard(<ReceiptsTab />);
    expect(await screen.findByText("Nenhum comprovante ainda")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/payments/receipts/mine": () =>
        new Reply(500, { error: { code: "INTERNAL", message: "Erro interno." } }),
    });
    renderInDashboard(<ReceiptsTab />);
    expect(await screen.findByText("Não foi possível carregar os comprovantes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
  });
});

describe("public receipt check page", () => {
  const renderCheck = (code = CODE) =>
    renderInDashboard(<ReceiptCheckPage />, { path: `/comprovante/${code}`, route: "/comprovante/:code" });
  const anonymous = () => new Reply(401, { error: { code: "UNAUTHENTICATED", message: "Faça login." } });

  it("shows what the PDF prints, documents masked, and that it is valid", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      [`GET /api/public/receipts/${CODE}`]: () => ({
        ...receipt(ID_1),
        valid: true,
        issued_at: "2026-12-06T13:04:06Z",
        sandbox: false,
      }),
    });
    renderCheck();
    expect(await screen.findByText("Comprovante válido: a movimentação está registrada no Alicerce.")).toBeVisible();
    expect(screen.getByRole("heading", { name: /^Pix recebido · R\$\s1\.234,56$/ })).toBeInTheDocument();
    expect(screen.getByText("06/12/2026 10:04:05 (horário de Brasília)")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByText("CPF ***.982.247-**")).toBeInTheDocument();
    expect(screen.getByTestId("receipt-end-to-end-id")).toHaveTextContent("E18236120202612061304s0123456789");
  });

  it("says when the movement was reversed", async () => {
    mockApi({
      "GET /api/auth/session": anonymous,
      [`GET /api/public/receipts/${CODE}`]: () => ({
        ...receipt(ID_1, { kind: "release", end_to_end_id: null }),
        valid: false,
        issued_at: "2026-12-06T13:04:06Z",
        sandbox: true,
      }),
    });
    renderCheck();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Comprovante sem validade: a movimentação foi estornada.",
    );
    expect(screen.getByTestId("receipt-end-to-end-id")).toHaveTextContent(
      "Movimentação interna na conta de garantia (sem Pix)",
    );
    expect(screen.getByRole("note")).toHaveTextContent("Ambiente de testes: nenhum dinheiro real é movimentado.");
  });

  it("says a wrong code matches no receipt", async () => {
    const message = "Nenhum comprovante corresponde a este código de verificação. Confira o endereço ou o QR Code.";
    mockApi({
      "GET /api/auth/session": anonymous,
      "GET /api/public/receipts/errado": () => new Reply(404, { error: { code: "NOT_FOUND", message } }),
    });
    renderCheck("errado");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Comprovante não encontrado");
    expect(alert).toHaveTextContent(message);
  });
});
