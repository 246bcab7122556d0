import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { AccountOverview } from "../index";

const investment = (id: string, title: string, status: string, canWithdraw: boolean) => ({
  id,
  project_id: `p-${id}`,
  project_title: title,
  amount: 5_000,
  status,
  roi: 18.5,
  expected_return: status === "active" ? 925 : 0,
  created_at: "2026-11-21T12:00:00Z",
  withdrawable_until: "2026-11-26T12:00:00Z",
  can_withdraw: canWithdraw,
});

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("AccountOverview (docs/product/account-and-notifications.md#overview-by-type)", () => {
  it("lists an investor's investments, withdraws one within 5 days and offers the income statement", async () => {
    let withdrawn = false;
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/portfolio/overview": () => ({
        kind: "investor",
        total_invested: withdrawn ? 0 : 5_000,
        expected_return: withdrawn ? 0 : 925,
        active_investments: withdrawn ? 0 : 1,
        investments: [
          investment("i-1", "Residencial Jardim das Acácias", withdrawn ? "withdrawn" : "active", !withdrawn),
          investment("i-2", "Complexo Porto Novo", "cancelled", false),
        ],
        statement_years: [2026, 2025],
      }),
      "GET /api/portfolio/distributions": () => ({ items: [], total: 0, page: 1, page_size: 20, by_year: [] }),
      "POST /api/investments/i-1/withdraw": () => {
        withdrawn = true;
        return {
          ...investment("i-1", "Residencial Jardim das Acácias", "withdrawn", false),
          investor_id: "u-1",
          investor_name: "Ana",
          cancel_reason: null,
        };
      },
    });
    renderInDashboard(<AccountOverview />);
    const figures = await screen.findByRole("list", { name: "Resumo dos seus investimentos" });
    expect(within(figures).getByText("R$ 925,00")).toBeInTheDocument();
    expect(within(figures).getAllByText("R$ 5.000,00")).toHaveLength(1);
    expect(screen.getByText("Cancelado")).toBeInTheDocument();
    const download = screen.getByRole("link", { name: "Baixar informe de rendimentos" });
    expect(download).toHaveAttribute("href", "/api/portfolio/income-statement?year=2026");

    const user = userEvent.setup();
    await user.click(
      screen.getByRole("button", { name: "Desistir do investimento em Residencial Jardim das Acácias" }),
    );
    await user.click(await screen.findByRole("button", { name: "Desistir do investimento" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/investments/i-1/withdraw")).toBe(true),
    );
    // The overview is asked again and the figure moves.
    expect(await within(figures).findAllByText("R$ 0,00", {}, { timeout: 3000 })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Desistir do investimento em/ })).not.toBeInTheDocument();
  });

  it("shows a creator's projects with their progress", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/portfolio/overview": () => ({
        kind: "creator",
        total_raised: 1_050_000,
        active_projects: 1,
        completed_projects: 0,
        projects: [
          {
            id: "p-1",
            title: "Residencial Jardim das Acácias",
            status: "funding_open",
            purpose: "investment",
            raised: 1_050_000,
            target: 2_500_000,
            progress: 42,
          },
          {
            id: "p-2",
            title: "Casa de Campo",
            status: "planning",
            purpose: "personal",
            raised: 0,
            target: null,
            progress: null,
          },
        ],
      }),
    });
    renderInDashboard(<AccountOverview />);
    expect(await screen.findByText("R$ 1.050.000,00 de R$ 2.500.000,00")).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: "Progresso da captação de Residencial Jardim das Acácias" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Sem meta de captação.")).toBeInTheDocument();
  });

  it("shows the legal desk's and a supplier's figures", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/portfolio/overview": () => ({
        kind: "legal",
        verified: true,
        pending_approvals: 4,
        approved_projects: 11,
        pending_contracts: 2,
        signed_contracts: 5,
      }),
    });
    const { unmount } = renderInDashboard(<AccountOverview />);
    const legal = await screen.findByRole("list", { name: "Resumo da mesa jurídica" });
    expect(
      within(legal).getByRole("heading", { name: "Projetos aprovados" }).parentElement!.parentElement,
    ).toHaveTextContent("11");
    unmount();
    vi.unstubAllGlobals();
    mockApi({
      "GET /api/auth/session": sessionOf("supplier"),
      "GET /api/portfolio/overview": () => ({
        kind: "supplier",
        has_supplier: true,
        active_projects: 1,
        completed_services: 2,
        rating: 4.5,
        review_count: 2,
        earnings: 30_000.5,
      }),
    });
    renderInDashboard(<AccountOverview />);
    expect(await screen.findByText("R$ 30.000,50")).toBeInTheDocument();
    expect(screen.getByText("4,5 ★")).toBeInTheDocument();
  });
});
