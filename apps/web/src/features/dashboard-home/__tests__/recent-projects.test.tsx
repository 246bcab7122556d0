import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { RecentProjects } from "../components/recent-projects";
import { ownProjectsFirst } from "../components/own-projects-first";

const card = (id: string, title: string, createdBy: string) => ({
  id,
  title,
  description: null,
  location_city: "Recife",
  location_state: "PE",
  project_type: "casas",
  purpose: "investment",
  visibility: "public",
  status: "planning",
  target_amount: null,
  raised_amount: 0,
  min_investment: null,
  roi: null,
  timeline_months: null,
  deadline: null,
  manager: "Ana",
  created_by: createdBy,
  cover_image_url: null,
  investor_count: 0,
  created_at: "2026-01-01T12:00:00Z",
});
const page = (items: ReturnType<typeof card>[]) => ({
  items,
  nextCursor: null,
  summary: { total: items.length, fundraising: 0, total_volume: 0, average_roi: null },
});

// The latest three on the platform are others'; the creator's own are older.
const LATEST = [
  card("o1", "Galpão Anhanguera", "u-2"),
  card("o2", "Torre Amazônia", "u-3"),
  card("m1", "Casa Aurora", "u-1"),
];
const MINE = [card("m1", "Casa Aurora", "u-1"), card("m2", "Bosque Verde", "u-1")];

const titles = async () => {
  const list = await screen.findByRole("list");
  return within(list)
    .getAllByRole("link")
    .map((link) => link.querySelector("span > span")?.textContent);
};

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

describe("recent projects on the home (docs/product/dashboard.md#recent-projects)", () => {
  it("shows a creator's own projects first, then the latest others, three in all", async () => {
    mockApi({
      "GET /api/auth/session": sessionOf("creator"),
      "GET /api/projects": ({ url }) => (url.searchParams.get("scope") === "mine" ? page(MINE) : page(LATEST)),
    });
    renderInDashboard(<RecentProjects />);
    // The session arrives after the first render; the own list follows it.
    expect(await screen.findByText("Bosque Verde")).toBeInTheDocument();
    expect(await titles()).toEqual(["Casa Aurora", "Bosque Verde", "Galpão Anhanguera"]);
  });

  it("shows an investor the latest projects and never asks for their own", async () => {
    const { calls } = mockApi({
      "GET /api/auth/session": sessionOf("investor"),
      "GET /api/projects": () => page(LATEST),
    });
    renderInDashboard(<RecentProjects />);
    expect(await titles()).toEqual(["Galpão Anhanguera", "Torre Amazônia", "Casa Aurora"]);
    expect(calls.filter((c) => c.path.includes("scope=mine"))).toEqual([]);
  });
});

describe("ownProjectsFirst", () => {
  it("puts own first, skips repeats and cuts at the limit", () => {
    expect(ownProjectsFirst([{ id: "a" }], [{ id: "x" }, { id: "a" }, { id: "y" }], 3)).toEqual([
      { id: "a" },
      { id: "x" },
      { id: "y" },
    ]);
    expect(ownProjectsFirst([{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }], [{ id: "x" }], 3)).toHaveLength(3);
    expect(ownProjectsFirst([], [{ id: "x" }], 3)).toEqual([{ id: "x" }]);
  });
});
