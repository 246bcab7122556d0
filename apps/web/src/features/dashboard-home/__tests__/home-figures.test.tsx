import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { DashboardHomePage } from "../pages/dashboard-home-page";

const noProjects = () => ({
  items: [],
  nextCursor: null,
  summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
});
const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, "0")}`,
  amount: i === 10 ? 5_000 : 0,
}));

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("the home's figures (docs/product/dashboard.md)", () => {
  it("shows an investor their figures, the charts and 'Projetos para você' with the reasons", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("investor", "Ana Investidora"),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [], email_confirmed: true }),
      "GET /api/home/summary": () => ({
        perspective: "investor",
        active_projects: 2,
        amount: 28_000,
        average_roi: 18.91,
        contracts: 3,
      }),
      "GET /api/home/charts": () => ({
        invested_by_month: months,
        invested_by_type: [
          { project_type: "apartamentos", amount: 10_000 },
          { project_type: "casas", amount: 8_000 },
        ],
        raised_by_project: null,
      }),
      "GET /api/recommendations": () => ({
        projects: [
          {
            id: "p-9",
            title: "Edifício Mirante do Lago",
            location_city: "Curitiba",
            location_state: "PR",
            project_type: "apartamentos",
            min_investment: 10_000,
            target_amount: 4_000_000,
            raised_amount: 2_440_000,
            roi: 16,
            deadline: "2027-01-10",
            cover_image_url: null,
            reason: "Você já investe em Apartamentos · Mínimo de R$ 10.000,00 cabe no seu limite anual",
          },
        ],
        suppliers: null,
      }),
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("R$ 28.000,00")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Total investido" })).toBeInTheDocument();
    expect(screen.getByText("18,9%")).toBeInTheDocument();
    // The chart's table says the figures to a screen reader.
    const table = await screen.findByRole("table", { name: "Valor investido por mês, nos últimos 12 meses" });
    expect(within(table).getByRole("row", { name: /novembro de 2026/ })).toHaveTextContent(/R\$\s5\.000,00/);
    expect(screen.getByText("R$ 10.000,00 (55,6%)")).toBeInTheDocument();
    const forYou = await screen.findByRole("region", { name: "Projetos para você" });
    expect(within(forYou).getByRole("link", { name: /Edifício Mirante do Lago/ })).toHaveAttribute(
      "href",
      "/dashboard/projects/p-9",
    );
    expect(
      within(forYou).getByText("Você já investe em Apartamentos · Mínimo de R$ 10.000,00 cabe no seu limite anual"),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "/api/recommendations")).toBe(true);
  });

  it("shows a creator raised against target and 'Fornecedores recomendados' per project", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [], email_confirmed: true }),
      "GET /api/home/summary": () => ({
        perspective: "creator",
        active_projects: 5,
        amount: 4_860_000,
        average_roi: 16.4,
        contracts: 4,
      }),
      "GET /api/home/charts": () => ({
        invested_by_month: null,
        invested_by_type: null,
        raised_by_project: [
          { id: "p-1", title: "Residencial Jardim das Acácias", raised: 1_050_000, target: 2_500_000 },
        ],
      }),
      "GET /api/recommendations": () => ({
        projects: null,
        suppliers: [
          {
            project: {
              id: "p-1",
              title: "Residencial Jardim das Acácias",
              location_city: "São Paulo",
              location_state: "SP",
            },
            missing_categories: ["fundacao", "terraplanagem"],
            suppliers: [
              {
                id: "s-1",
                company_name: "Fundações Sólidas Engenharia",
                category: "fundacao",
                location_city: "São Paulo",
                location_state: "SP",
                verified: true,
                rating: 4.8,
                review_count: 12,
                concluded_count: 12,
                proximity: "same_state",
                reason: "Mesmo estado · 4,8 ★ · 12 serviços concluídos",
              },
            ],
          },
        ],
      }),
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("R$ 4.860.000,00")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Total captado" })).toBeInTheDocument();
    expect(await screen.findByText("R$ 1.050.000,00 de R$ 2.500.000,00 (42,0%)")).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Fornecedores recomendados" });
    expect(within(section).getByText(/Mesmo estado · 4,8 ★ · 12 serviços concluídos/)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: /Fundações Sólidas Engenharia/ })).toHaveAttribute(
      "href",
      "/dashboard/marketplace/supplier/s-1",
    );
    expect(within(section).getByText(/2 categorias sem fornecedor/)).toBeInTheDocument();
  });

  it("asks a legal account for its figures only: no charts, no recommendations", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("legal", "Juliana Advogada"),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [], email_confirmed: true }),
      "GET /api/home/summary": () => ({
        perspective: "legal",
        active_projects: 9,
        amount: 13_000_000,
        average_roi: 17.2,
        contracts: 5,
      }),
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("R$ 13.000.000,00")).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "/api/home/charts" || c.path === "/api/recommendations")).toBe(false);
  });

  it("says so when the figures cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi({
      "GET /api/auth/session": sessionOf("legal"),
      "GET /api/projects": noProjects,
      "GET /api/invitations": () => ({ items: [], email_confirmed: true }),
      "GET /api/home/summary": () => {
        if (fail) throw new Error("offline");
        return { perspective: "legal", active_projects: 1, amount: 0, average_roi: null, contracts: 0 };
      },
    });
    renderInDashboard(<DashboardHomePage />);
    expect(await screen.findByText("Não foi possível carregar seus números.")).toBeInTheDocument();
    fail = false;
    screen.getByRole("button", { name: "Tentar novamente" }).click();
    expect(await screen.findByText("—")).toBeInTheDocument();
  });
});
