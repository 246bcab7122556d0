import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FilterRow } from "../filter-row";

function Row({ maxLength }: { maxLength?: number }) {
  const [search, setSearch] = useState("");
  return (
    <FilterRow
      searchId="things-search"
      searchLabel="Buscar coisas"
      placeholder="Buscar..."
      maxLength={maxLength}
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

  it("keeps a search past the list's limit whole, says the limit and stays on the last search that fit", async () => {
    render(<Row maxLength={10} />);
    const box = screen.getByRole("searchbox", { name: "Buscar coisas" });
    expect(box).not.toHaveAttribute("maxlength");
    await userEvent.type(box, "casa");
    await userEvent.paste(" de praia grande");
    expect(box).toHaveValue("casa de praia grande");
    expect(screen.getByRole("alert")).toHaveTextContent("Use no máximo 10 caracteres na busca.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status")).toHaveTextContent("casa");
    await userEvent.clear(box);
    await userEvent.type(box, "sala");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("sala");
  });
});
