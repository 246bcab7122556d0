import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, polyfillRadix, sessionOf } from "@/test/api-mock";
import { renderInDashboard } from "@/test/render-app";
import { HeaderSearch } from "../header-search";

const item = (id: string, title: string, city: string, state: string) => ({
  id,
  title,
  location_city: city,
  location_state: state,
});

beforeEach(() => {
  polyfillRadix();
  mockApi({
    "GET /api/auth/session": sessionOf("investor"),
    "GET /api/projects": ({ url }) => ({
      items:
        url.searchParams.get("q") === "resi"
          ? [item("p-1", "Residencial Flores", "Campinas", "SP"), item("p-2", "Residencial Mar", "Natal", "RN")]
          : url.searchParams.get("q") === "res"
            ? [item("p-9", "Resort Paulista", "São Paulo", "SP")]
            : [],
      nextCursor: null,
      summary: { total: 2, fundraising: 0, total_volume: 0, average_roi: null },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId("location").textContent;

describe("header search (combobox)", () => {
  it("lists matches after 3 characters, moves with the arrows and opens the chosen project", async () => {
    renderInDashboard(<HeaderSearch />, { path: "/dashboard" });
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Buscar projetos" });
    await user.type(box, "re");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "si");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Residencial FloresCampinas/SP", "Residencial MarNatal/RN"]);
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(location()).toBe("/dashboard/projects/p-2");
  });

  it("Escape closes the list; Enter without a highlighted result opens the filtered list", async () => {
    renderInDashboard(<HeaderSearch />, { path: "/dashboard" });
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Buscar projetos" });
    await user.type(box, "resi");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(location()).toBe("/dashboard/projects?q=resi");
  });

  it("marks an earlier term's list as busy and drops its highlight when the new matches arrive", async () => {
    renderInDashboard(<HeaderSearch />, { path: "/dashboard" });
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Buscar projetos" });
    const listbox = screen.getByRole("listbox", { hidden: true });
    await user.type(box, "res");
    await screen.findByRole("option", { name: /Resort Paulista/ });
    expect(listbox).toHaveAttribute("aria-busy", "false");
    await user.type(box, "i");
    await user.keyboard("{ArrowDown}");
    expect(listbox).toHaveAttribute("aria-busy", "true");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Resort/ }).id);
    await screen.findByRole("option", { name: /Residencial Flores/ });
    expect(listbox).toHaveAttribute("aria-busy", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{Enter}");
    expect(location()).toBe("/dashboard/projects?q=resi");
  });
});
