import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListGrid } from "../list-grid";
import { ListPage } from "../list-page";

describe("ListPage", () => {
  it("heads the screen with its title, sentence and action, then what it holds", () => {
    render(
      <ListPage title="Contratos" description="Todos os contratos." action={<button>Novo contrato</button>}>
        <p>filtros</p>
      </ListPage>,
    );
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("heading", { level: 1, name: "Contratos" })).toBeInTheDocument();
    expect(header).toHaveTextContent("Todos os contratos.");
    expect(within(header).getByRole("button", { name: "Novo contrato" })).toBeInTheDocument();
    expect(header.nextElementSibling).toHaveTextContent("filtros");
  });
});

describe("ListGrid", () => {
  const items = [
    { id: "1", name: "Um" },
    { id: "2", name: "Dois" },
  ];

  it("puts each item's card in its own list item, marked busy while the previous page shows", () => {
    render(
      <ListGrid items={items} busy itemClassName="min-w-0">
        {(item) => <span>{item.name}</span>}
      </ListGrid>,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(list).toHaveClass("grid", "gap-4", "xl:grid-cols-2");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["Um", "Dois"]);
    expect(rows[0]).toHaveClass("min-w-0");
  });

  it("takes the screen's own grid and leaves the items unclassed by default", () => {
    render(
      <ListGrid items={items} className="grid gap-6 xl:grid-cols-3">
        {(item) => item.name}
      </ListGrid>,
    );
    expect(screen.getByRole("list")).toHaveClass("gap-6");
    expect(screen.getByRole("list")).not.toHaveAttribute("aria-busy");
    expect(screen.getAllByRole("listitem")[0]).not.toHaveAttribute("class");
  });
});
