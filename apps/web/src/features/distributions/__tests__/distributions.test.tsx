import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
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
  ...overrides,
});

describe("ProjectDistributionsSection (docs/product/distributions.md)", () => {
  it("lets the creator record one: a written pt-BR error first, then the total sent and the list refreshed", async () => {
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
      "POST /api/projects/p-1/distributions": ({ body }) => {
        items.push(distribution());
        return new Reply(201, { id: "d-1", echo: body });
      },
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
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = api.calls.find((c) => c.method === "POST")!;
    expect(sent.body).toEqual({
      amount: 1_000,
      kind: "income",
      paid_on: todayInSaoPaulo(),
      note: "Aluguéis de setembro",
    });
    const list = await screen.findByRole("list", { name: "Distribuições do projeto" });
    expect(within(list).getByText("Aluguéis de setembro")).toBeInTheDocument();
    expect(within(list).getByText("Dividido entre 3 investidores")).toBeInTheDocument();
    expect(
      within(list).getByRole("link", { name: "Baixar as partes da distribuição de 15/10/2026 em CSV" }),
    ).toHaveAttribute("href", "/api/projects/p-1/distributions/d-1/shares.csv");
  }, 15_000);

  it("shows an investor their own share, without the form or the CSV", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects/p-1/distributions": () => ({
        items: [
          distribution({ my_share: 166.67 }),
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
    expect(within(list).getByText(/^Sua parte: R\$\s166,67$/)).toBeInTheDocument();
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
            },
          ],
          total: 21,
          page,
          page_size: 20,
          by_year: [{ year: 2026, income: 166.67, amortization: 100 }],
        };
      },
    });
    renderInDashboard(<ReceivedDistributionsCard />);
    const years = await screen.findByRole("table", { name: "Totais recebidos por ano" });
    expect(within(years).getByRole("row", { name: /^2026 R\$\s166,67 R\$\s100,00$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vila Serena Casas" })).toHaveAttribute("href", "/dashboard/projects/p-1");
    await userEvent.setup().click(screen.getByRole("button", { name: "Próxima" }));
    expect(await screen.findByRole("link", { name: "Complexo Porto Novo" })).toBeInTheDocument();
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
