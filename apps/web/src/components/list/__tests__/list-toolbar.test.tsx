import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { polyfillRadix } from "@/test/api-mock";
import { ListToolbar } from "../list-toolbar";

const SELECTS = [
  {
    key: "status",
    label: "Status",
    options: [
      ["on", "Ativo"],
      ["off", "Inativo"],
    ],
  },
] as const;

const base = {
  idPrefix: "things",
  searchLabel: "Buscar coisas",
  placeholder: "Buscar...",
  selects: SELECTS,
  onSearchChange: () => {},
};

beforeEach(() => polyfillRadix());

describe("ListToolbar", () => {
  it("names its selects by the prefix, shows the filter's name with its value and clears only when set", async () => {
    const onFiltersChange = () => {};
    const onClear = vi.fn();
    const { rerender } = render(
      <ListToolbar {...base} search="" filters={{}} onFiltersChange={onFiltersChange} onClear={onClear} />,
    );
    expect(screen.getByRole("combobox", { name: "Filtrar por status" })).toHaveAttribute("id", "things-filter-status");
    expect(screen.getByRole("combobox")).toHaveTextContent("Status: Todos");
    expect(screen.queryByRole("button", { name: "Limpar filtros" })).not.toBeInTheDocument();

    rerender(
      <ListToolbar
        {...base}
        search=""
        filters={{ status: "off" }}
        onFiltersChange={onFiltersChange}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole("combobox")).toHaveTextContent("Status: Inativo");
    await userEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("takes the screen's ids, layout and closed-select text, and can keep the clear button in place, disabled", () => {
    const { rerender } = render(
      <ListToolbar
        {...base}
        selectId={(key) => `things-${key}`}
        layout={{ selects: "row", select: "cell", trigger: "trigger", clear: "h-10" }}
        shown={() => undefined}
        keepClear
        search=""
        filters={{ status: "off" }}
        onFiltersChange={() => {}}
        onClear={() => {}}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Filtrar por status" });
    expect(select).toHaveAttribute("id", "things-status");
    expect(select).toHaveClass("trigger");
    expect(select).toHaveTextContent(/^Inativo$/);
    expect(screen.getByRole("button", { name: "Limpar filtros" })).toHaveClass("h-10");

    rerender(<ListToolbar {...base} keepClear search="" filters={{}} onFiltersChange={() => {}} onClear={() => {}} />);
    expect(screen.getByRole("button", { name: "Limpar filtros" })).toBeDisabled();

    rerender(
      <ListToolbar {...base} keepClear search="  casa " filters={{}} onFiltersChange={() => {}} onClear={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Limpar filtros" })).toBeEnabled();
  });
});
