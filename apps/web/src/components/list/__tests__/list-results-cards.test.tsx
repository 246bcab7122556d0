import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListResults } from "../list-results";

const WORDS = {
  count: { one: "contrato encontrado", many: "contratos encontrados" },
  error: "Não foi possível carregar os contratos.",
  empty: "Nenhum contrato encontrado.",
  pages: "Páginas de contratos",
};

type Item = { id: string; name: string };

const answered = (items: Item[], total = items.length, placeholder = false) => ({
  isPending: false,
  isSuccess: true,
  isError: false,
  error: null,
  data: { items, total, page_size: 2 },
  refetch: () => {},
  isPlaceholderData: placeholder,
});

function renderResults(query: ReturnType<typeof answered>, props: { page?: number; filtered?: boolean } = {}) {
  const onClear = vi.fn();
  const onPageChange = vi.fn();
  render(
    <ListResults
      id="things-results"
      query={query}
      words={WORDS}
      skeletons={<p>carregando</p>}
      page={props.page ?? 1}
      onPageChange={onPageChange}
      filtered={props.filtered ?? false}
      onClear={onClear}
      itemClassName="min-w-0"
      item={(item) => <article aria-label={item.name} />}
    />,
  );
  return { onClear, onPageChange };
}

describe("ListResults as cards", () => {
  it("reads the count aloud and lays the cards in a grid with the page navigation under them", async () => {
    const { onPageChange } = renderResults(
      answered(
        [
          { id: "1", name: "Um" },
          { id: "2", name: "Dois" },
        ],
        5,
        true,
      ),
    );
    expect(screen.getByText("5 contratos encontrados")).toBeInTheDocument();
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(within(list).getAllByRole("listitem")[0]).toHaveClass("min-w-0");
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label")),
    ).toEqual(["Um", "Dois"]);
    const pages = screen.getByRole("navigation", { name: "Páginas de contratos" });
    await userEvent.click(within(pages).getByRole("button", { name: /Próxima/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("offers Limpar filtros on an empty page only when filtered or past the first page", async () => {
    renderResults(answered([]));
    expect(screen.getByText("Nenhum contrato encontrado.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Limpar filtros" })).not.toBeInTheDocument();
  });

  it("clears from an empty page past the first", async () => {
    const { onClear } = renderResults(answered([], 0), { page: 3 });
    await userEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
