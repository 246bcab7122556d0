import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListResults } from "../list-results";

type Page = { items: { id: string }[]; total: number };

/** An infinite query's state after its second page failed: TanStack marks the whole query failed. */
const nextPageFailed = (failedNextPage: boolean) => ({
  isPending: false,
  isSuccess: false,
  isError: true,
  error: new Error("falhou"),
  data: { items: [{ id: "1" }, { id: "2" }], total: 30 } satisfies Page,
  refetch: () => {},
  isFetchNextPageError: failedNextPage,
});

function renderResults(query: ReturnType<typeof nextPageFailed>) {
  render(
    <ListResults<Page>
      id="results"
      query={query}
      words={{
        count: { one: "projeto encontrado", many: "projetos encontrados" },
        error: "Não foi possível carregar os projetos.",
        empty: "vazio",
      }}
      skeletons={<p>carregando</p>}
    >
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item.id}>{item.id}</li>
          ))}
        </ul>
      )}
    </ListResults>,
  );
}

describe("ListResults", () => {
  it("keeps the rows loaded so far and their count when only the next page failed", () => {
    renderResults(nextPageFailed(true));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("30 projetos encontrados")).toBeInTheDocument();
    expect(screen.queryByText("Não foi possível carregar os projetos.")).not.toBeInTheDocument();
  });

  it("shows the error with Tentar novamente when the list itself failed", () => {
    renderResults(nextPageFailed(false));
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.getByText("Não foi possível carregar os projetos.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
  });
});
