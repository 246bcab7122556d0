import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FilterRow } from "../filter-row";

function Row() {
  const [search, setSearch] = useState("");
  return (
    <FilterRow
      searchId="things-search"
      searchLabel="Buscar coisas"
      placeholder="Buscar..."
      search={search}
      onSearchChange={setSearch}
    >
      <button>Filtros</button>
      <output>{search}</output>
    </FilterRow>
  );
}

describe("FilterRow", () => {
  it("puts the labelled search box first, then the screen's own controls, and hands back what is typed", async () => {
    render(<Row />);
    const box = screen.getByRole("searchbox", { name: "Buscar coisas" });
    expect(box).toHaveAttribute("id", "things-search");
    expect(box).toHaveAttribute("placeholder", "Buscar...");
    expect(screen.getByRole("search").nextElementSibling).toBe(screen.getByRole("button", { name: "Filtros" }));
    await userEvent.type(box, "casa");
    expect(screen.getByRole("status")).toHaveTextContent("casa");
  });
});
