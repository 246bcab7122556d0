import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QueryStates, type StatesQuery } from "../query-states";

type Page = { items: { id: string; name: string }[]; total: number };

const base: StatesQuery<Page> = { isPending: false, isError: false, error: null, data: undefined, refetch: () => {} };
const answered = (items: Page["items"]): StatesQuery<Page> => ({ ...base, data: { items, total: items.length } });

function renderStates(query: StatesQuery<Page>) {
  render(
    <QueryStates
      query={query}
      pending={<p>Carregando perguntas...</p>}
      errorTitle="Não foi possível carregar as perguntas."
      empty={<p>Nenhuma pergunta ainda.</p>}
      before={(data) => <p>Antes de {data.total}</p>}
      after={() => <nav aria-label="Páginas" />}
    >
      {(data) => (
        <ul aria-label="Perguntas">
          {data.items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

describe("QueryStates", () => {
  it("shows only what stands for the list while it loads", () => {
    renderStates({ ...base, isPending: true });
    expect(screen.getByText("Carregando perguntas...")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("shows the LoadError as an alert whose Tentar novamente reads again", async () => {
    const refetch = vi.fn();
    renderStates({ ...base, isError: true, error: new Error("Servidor fora do ar."), refetch });
    expect(screen.getByRole("alert")).toHaveTextContent("Não foi possível carregar as perguntas.");
    expect(screen.getByText("Servidor fora do ar.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty sentence between what stands around the list", () => {
    renderStates(answered([]));
    expect(screen.getByText("Nenhuma pergunta ainda.")).toBeInTheDocument();
    expect(screen.getByText("Antes de 0")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Páginas" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the rows when there are some", () => {
    renderStates(answered([{ id: "1", name: "Qual o prazo?" }]));
    expect(screen.getByRole("list", { name: "Perguntas" })).toHaveTextContent("Qual o prazo?");
    expect(screen.queryByText("Nenhuma pergunta ainda.")).not.toBeInTheDocument();
  });

  it("keeps the rows when only the next page of a list by cursor failed", () => {
    renderStates({ ...answered([{ id: "1", name: "Qual o prazo?" }]), isError: true, isFetchNextPageError: true });
    expect(screen.getByRole("listitem")).toHaveTextContent("Qual o prazo?");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stands `failed` for a list whose failure the product does not show: no alert, no Tentar novamente", () => {
    render(
      <QueryStates
        query={{ ...base, isError: true, error: new Error("offline") }}
        pending={null}
        failed={<p>Nenhuma conversa</p>}
        empty={<p>Nenhuma conversa</p>}
      >
        {() => <p>linhas</p>}
      </QueryStates>,
    );
    expect(screen.getByText("Nenhuma conversa")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Tentar novamente" })).not.toBeInTheDocument();
  });

  it("asks isEmpty when the answer is not a page of items", () => {
    render(
      <QueryStates
        query={{ ...base, data: { items: [{ id: "1", name: "x" }], total: 0 } }}
        pending={null}
        errorTitle="Erro"
        isEmpty={(data) => data.total === 0}
        empty={(data) => <p>Nada em {data.items.length}</p>}
      >
        {() => <p>linhas</p>}
      </QueryStates>,
    );
    expect(screen.getByText("Nada em 1")).toBeInTheDocument();
  });
});
