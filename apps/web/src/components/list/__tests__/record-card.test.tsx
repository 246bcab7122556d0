import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Fact, RecordCardHeader } from "../record-card";
import { RecordCardSkeletons } from "../record-card-skeletons";

describe("RecordCardHeader", () => {
  it("names its article by the title and reads the project and type with their names", () => {
    render(
      <article aria-labelledby="c-1-title">
        <RecordCardHeader
          titleId="c-1-title"
          title="Contrato 1"
          project="Residencial Acácias"
          status={<span>Ativo</span>}
          type="Fornecimento"
        />
      </article>,
    );
    const article = screen.getByRole("article", { name: "Contrato 1" });
    expect(within(article).getByRole("heading", { level: 3 })).toHaveAttribute("id", "c-1-title");
    expect(article).toHaveTextContent("Projeto: Residencial Acácias");
    expect(article).toHaveTextContent("AtivoTipo: Fornecimento");
    expect(within(article).getByText("Projeto:", { exact: false })).toHaveClass("sr-only");
  });
});

describe("Fact", () => {
  it("pairs a label with its value", () => {
    render(
      <dl>
        <Fact label="Valor">R$ 10,00</Fact>
      </dl>,
    );
    expect(screen.getByRole("term")).toHaveTextContent("Valor");
    expect(screen.getByRole("definition")).toHaveTextContent("R$ 10,00");
  });
});

describe("RecordCardSkeletons", () => {
  it("draws `count` hidden cards with the screen's facts grid and extra bars, announced once", () => {
    const { container } = render(
      <RecordCardSkeletons
        count={2}
        label="Carregando assinaturas..."
        factsClassName="grid grid-cols-3"
        extras={["h-2 w-full", "h-12 w-full"]}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Carregando assinaturas...");
    const cards = container.querySelectorAll('[aria-hidden="true"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector(".grid-cols-3")?.children).toHaveLength(3);
    expect(cards[0]?.querySelector(".h-12.w-full")).not.toBeNull();
    // Header pair, project, facts, two extras, actions.
    expect(cards[0]?.children).toHaveLength(6);
  });

  it("has no extra bars unless asked", () => {
    const { container } = render(<RecordCardSkeletons count={1} label="Carregando..." factsClassName="grid" />);
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(4);
  });
});
