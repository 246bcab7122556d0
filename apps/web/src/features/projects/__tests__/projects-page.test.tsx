import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { ProjectsPage } from "../pages/projects-page";

const project = (id: string, status = "planning") => ({
  id,
  title: `Projeto ${id}`,
  description: null,
  location_city: "Recife",
  location_state: "PE",
  project_type: "casas",
  purpose: "investment",
  visibility: "public",
  status,
  target_amount: null,
  raised_amount: 0,
  min_investment: null,
  roi: null,
  timeline_months: null,
  deadline: null,
  manager: "Ana",
  created_by: "u-2",
  cover_image_url: null,
  investor_count: 0,
  created_at: "2026-01-01T12:00:00Z",
});
const summary = { total: 3, fundraising: 1, total_volume: 29_600_000, average_roi: 17.55 };

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("projects page", () => {
  it("shows the summary, loads more with the cursor and lets creators create", async () => {
    const api = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects": ({ url }) =>
        url.searchParams.get("cursor") === "c-2"
          ? { items: [project("3")], nextCursor: null, summary }
          : { items: [project("1", "funding_open"), project("2")], nextCursor: "c-2", summary },
    });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects?status=funding_open&q=recife" });
    expect(await screen.findByText("Projeto 1")).toBeInTheDocument();
    expect(screen.getByText("R$ 29.600.000,00")).toBeInTheDocument();
    expect(screen.getByText("17,6%")).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("recife");
    // The search finds word beginnings (decision 136), and the box says so.
    expect(screen.getByRole("searchbox")).toHaveAccessibleDescription(
      "Busque pelo início das palavras do nome, da cidade ou do responsável.",
    );
    expect(api.calls.find((c) => c.path.startsWith("/api/projects"))?.path).toBe(
      "/api/projects?q=recife&status=funding_open&limit=12",
    );
    expect(await screen.findByRole("link", { name: "Criar Projeto" })).toHaveAttribute(
      "href",
      "/dashboard/create-project",
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Projeto 3")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
  });

  it("shows the empty state of docs/product/messages.md#projects and hides the create button from investors", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects": () => ({
        items: [],
        nextCursor: null,
        summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
      }),
    });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects?type=casas" });
    expect(await screen.findByText("Nenhum projeto encontrado com os filtros aplicados.")).toBeInTheDocument();
    expect(screen.getAllByText("—").length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Criar Projeto" })).not.toBeInTheDocument();
  });

  it("writes the typed search into the URL and queries it once typing pauses", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects": () => ({
        items: [],
        nextCursor: null,
        summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
      }),
    });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects" });
    await userEvent.setup().type(screen.getByRole("searchbox"), "natal");
    expect(screen.getByTestId("location").textContent).toBe("/dashboard/projects?q=natal");
    expect(screen.getByRole("searchbox")).toHaveValue("natal");
    const searches = () =>
      calls
        .filter((c) => c.path.startsWith("/api/projects?"))
        .map((c) => new URL(c.path, "http://x").searchParams.get("q"));
    await vi.waitFor(() => expect(searches()).toContain("natal"));
    // One query for the page as it opened and one once typing paused, none per keystroke.
    expect(searches()).toEqual([null, "natal"]);
  });
});

describe("projects page — Meus projetos (docs/product/projects.md#project-list)", () => {
  const page = (items: ReturnType<typeof project>[]) => ({
    items,
    nextCursor: null,
    summary: { total: items.length, fundraising: 0, total_volume: 0, average_roi: null },
  });

  it("lets a creator switch to their own projects, kept in the URL as ?scope=mine", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects": ({ url }) =>
        url.searchParams.get("scope") === "mine" ? page([project("meu")]) : page([project("1"), project("meu")]),
    });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects" });
    expect(await screen.findByText("Projeto 1")).toBeInTheDocument();
    const all = await screen.findByRole("button", { name: "Todos os projetos" });
    const mine = screen.getByRole("button", { name: "Meus projetos" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    expect(mine).toHaveAttribute("aria-pressed", "false");

    await userEvent.setup().click(mine);
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/projects?scope=mine");
    expect(await screen.findByRole("button", { name: "Meus projetos", pressed: true })).toBeInTheDocument();
    expect(await screen.findByText("1 projeto encontrado")).toBeInTheDocument();
    expect(screen.queryByText("Projeto 1")).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain("/api/projects?scope=mine&limit=12");

    await userEvent.setup().click(screen.getByRole("button", { name: "Todos os projetos" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/projects$/);
    expect(await screen.findByText("Projeto 1")).toBeInTheDocument();
  });

  it("reads ?scope=mine from the URL and clears it with the other filters", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects": () => page([]),
    });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects?scope=mine" });
    expect(await screen.findByText("Nenhum projeto encontrado com os filtros aplicados.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith("/api/projects"))?.path).toBe("/api/projects?scope=mine&limit=12");
    await userEvent.setup().click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/projects$/);
  });

  it("does not offer the filter to investors", async () => {
    mockApi({ "GET /api/auth/session": sessionOf("investor"), "GET /api/projects": () => page([project("1")]) });
    renderInDashboard(<ProjectsPage />, { path: "/dashboard/projects" });
    expect(await screen.findByText("Projeto 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Meus projetos" })).not.toBeInTheDocument();
  });
});
