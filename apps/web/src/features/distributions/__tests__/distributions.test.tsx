import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, Reply, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ProjectDistributionsSection, ReceivedDistributionsCard } from "../index";

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

const distribution = (overrides: Record<string, unknown> = {}) => ({
  id: "d-1",
  kind: "income",
  amount: 1_000,
  paid_on: "2026-10-15",
  note: "Aluguéis de setembro",
  created_at: "2026-10-15T12:00:00Z",
  investors: 3,
  my_share: null,
  status: "paid",
  my_payment: null,
  failed_shares: 0,
  awaiting_key_shares: 0,
  ...overrides,
});

/** The funding charge as the server answers it (the commitments' payment contract). */
const funding = (overrides: Record<string, unknown> = {}) => ({
  status: "awaiting_payment",
  txid: "t".repeat(32),
  pix_copia_e_cola: "00020101021226830014br.gov.bcb.pix",
  pix_qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
  amount: 1_000,
  expires_at: "2099-01-01T12:00:00Z",
  paid_at: null,
  end_to_end_id: null,
  beneficiary_name: "Alicerce Custódia",
  beneficiary_document: "12.345.678/0001-95",
  sandbox: true,
  refund: null,
  receipt_id: null,
  ...overrides,
});

describe("ProjectDistributionsSection (docs/product/distributions.md)", () => {
  it("lets the creator record one and pay it: a pt-BR error first, then the Pix dialog and Simular pagamento", async () => {
    const items: ReturnType<typeof distribution>[] = [];
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects/p-1/distributions": () => ({
        items,
        total: items.length,
        page: 1,
        page_size: 10,
        totals: { income: items.length ? 1_000 : 0, amortization: 0 },
        can_record: true,
      }),
      "POST /api/projects/p-1/distributions": () => {
        items.push(distribution({ status: "awaiting_funding" }));
        return new Reply(201, { id: "d-1", funding: funding() });
      },
      "GET /api/projects/p-1/distributions/d-1/funding": () => funding(),
      "POST /api/projects/p-1/distributions/d-1/funding/simulate": () => new Reply(202, funding()),
      "GET /api/projects/p-1/distributions/withholding": () => ({
        month: "2026-12",
        darf_code: "1841",
        payer_name: "Carla Construtora",
        payer_document: "***.982.247-**",
        base: 0,
        tax: 0,
        payments: 0,
        investors: [],
      }),
    });
    renderInDashboard(<ProjectDistributionsSection projectId="p-1" canManage />);
    expect(await screen.findByText("Nenhuma distribuição registrada ainda.")).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Registrar distribuição" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar distribuição" });
    await user.click(within(dialog).getByRole("button", { name: "Registrar distribuição" }));
    expect(await within(dialog).findByText("Informe o valor total da distribuição.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    // The money field reads digits as cents, as a bank app does: 100000 is R$ 1.000,00.
    await user.type(within(dialog).getByLabelText("Valor total"), "100000");
    await user.type(within(dialog).getByLabelText("Observação (opcional)"), "Aluguéis de setembro");
    await user.click(within(dialog).getByRole("button", { name: "Registrar distribuição" }));
    const sent = api.calls.find((c) => c.method === "POST")!;
    expect(sent.body).toEqual({ amount: 1_000, kind: "income", note: "Aluguéis de setembro" });
    // Recorded: the Pix to pay it opens, with the sandbox's notice and its simulation.
    const pix = await screen.findByRole("dialog", { name: "Pagar com Pix" });
    expect(await within(pix).findByRole("img", { name: "QR code do Pix" })).toBeInTheDocument();
    expect(within(pix).getByText("Ambiente de testes: nenhum dinheiro real é movimentado.")).toBeInTheDocument();
    await user.click(within(pix).getByRole("button", { name: "Simular pagamento" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path.endsWith("/funding/simulate"))).toBe(true),
    );
    await user.keyboard("{Escape}");
    const list = await screen.findByRole("list", { name: "Distribuições do projeto" });
    expect(within(list).getByText("Aluguéis de setembro")).toBeInTheDocument();
    expect(within(list).getByText("Aguardando o Pix do empreendedor")).toBeInTheDocument();
    expect(
      within(list).getByRole("button", { name: "Pagar com Pix a distribuição de 15/10/2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Nenhum rendimento pago neste mês.")).toBeInTheDocument();
    expect(
      within(list).getByRole("link", { name: "Baixar as partes da distribuição de 15/10/2026 em CSV" }),
    ).toHaveAttribute("href", "/api/projects/p-1/distributions/d-1/shares.csv");
  }, 15_000);

  it("shows an investor their own share, gross, tax and net, without the form, the Pix or the CSV", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/distributions": () => ({
        items: [
          distribution({
            my_share: 166.67,
            my_payment: { gross: 166.67, tax: 0, net: 166.67, status: "awaiting_key" },
          }),
          distribution({ id: "d-2", kind: "amortization", amount: 600, paid_on: "2025-12-20", note: null }),
        ],
        total: 2,
        page: 1,
        page_size: 10,
        totals: { income: 1_000, amortization: 600 },
        can_record: false,
      }),
    });
    renderInDashboard(<ProjectDistributionsSection projectId="p-1" canManage={false} />);
    const list = await screen.findByRole("list", { name: "Distribuições do projeto" });
    expect(
      within(list).getByText(
        /^Sua parte: R\$\s166,67 bruto · IR retido R\$\s0,00 · líquido R\$\s166,67 · Aguardando sua chave Pix$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole("link", { name: "Cadastre uma chave Pix em Minha Conta para receber." }),
    ).toHaveAttribute("href", "/dashboard/profile?aba=recebimentos");
    expect(screen.queryByRole("button", { name: /Pagar com Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByText("IR retido nas distribuições")).not.toBeInTheDocument();
    expect(within(list).getByText("Amortização")).toBeInTheDocument();
    expect(screen.getByText("R$ 600,00", { selector: "dd" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrar distribuição" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /CSV/ })).not.toBeInTheDocument();
  });
});

describe("ReceivedDistributionsCard", () => {
  it("shows the totals per year and each payment, a page at a time", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/portfolio/distributions": ({ url }) => {
        const page = Number(url.searchParams.get("page"));
        return {
          items: [
            {
              id: `d-${page}`,
              project_id: "p-1",
              project_title: page === 1 ? "Vila Serena Casas" : "Complexo Porto Novo",
              kind: page === 1 ? "income" : "amortization",
              paid_on: "2026-10-15",
              amount: 166.67,
              tax: page === 1 ? 16.67 : 0,
              net: page === 1 ? 150 : 166.67,
              status: page === 1 ? "paid" : "awaiting_key",
            },
          ],
          total: 21,
          page,
          page_size: 20,
          by_year: [{ year: 2026, income: 166.67, amortization: 100, tax: 16.67 }],
        };
      },
    });
    renderInDashboard(<ReceivedDistributionsCard />);
    const years = await screen.findByRole("table", { name: "Totais recebidos por ano" });
    expect(within(years).getByRole("row", { name: /^2026 R\$\s166,67 R\$\s100,00 R\$\s16,67$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vila Serena Casas" })).toHaveAttribute("href", "/dashboard/projects/p-1");
    expect(screen.getByText(/^Bruto R\$\s166,67 · IR retido R\$\s16,67$/)).toBeInTheDocument();
    expect(screen.getByText(/^Líquido R\$\s150,00$/)).toBeInTheDocument();
    expect(screen.getByText("Pago")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Próxima" }));
    expect(await screen.findByRole("link", { name: "Complexo Porto Novo" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Cadastre uma chave Pix em Minha Conta para receber." }),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "/api/portfolio/distributions?page=2")).toBe(true);
  });

  it("says what will appear there when nothing was received yet", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/portfolio/distributions": () => ({ items: [], total: 0, page: 1, page_size: 20, by_year: [] }),
    });
    renderInDashboard(<ReceivedDistributionsCard />);
    expect(await screen.findByText(/Você ainda não recebeu rendimentos nem amortizações/)).toBeInTheDocument();
  });
});
