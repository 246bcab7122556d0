import { render, screen, within } from "@testing-library/react";
import { Clock, FileText } from "lucide-react";
import { describe, expect, it } from "vitest";
import { SummaryCards } from "../summary-cards";

const items = (values: [number | undefined, number | undefined]) => [
  { key: "total", label: "Total", icon: FileText, value: values[0] },
  { key: "pending", label: "Pendentes", icon: Clock, value: values[1] },
];

describe("SummaryCards", () => {
  it("pairs each label with its figure in a labelled description list, zero included", () => {
    render(
      <SummaryCards label="Documentos por status" testId="summary" columns="lg:grid-cols-2" items={items([7, 0])} />,
    );
    const list = screen.getByLabelText("Documentos por status");
    expect(list.tagName).toBe("DL");
    expect(list).toHaveAttribute("data-testid", "summary");
    expect(list).toHaveClass("lg:grid-cols-2");
    const terms = within(list).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(["Total", "Pendentes"]);
    expect(
      within(list)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["7", "0"]);
    expect(within(list).queryByLabelText("Carregando")).not.toBeInTheDocument();
  });

  it("draws a skeleton for each figure the server has not sent yet, in the screen's classes", () => {
    render(
      <SummaryCards
        columns="xl:grid-cols-2"
        iconClassName="size-4 shrink-0 text-primary"
        valueClassName="text-lg whitespace-nowrap"
        skeletonClassName="h-7 w-20"
        items={items([undefined, undefined])}
      />,
    );
    const skeletons = screen.getAllByLabelText("Carregando");
    expect(skeletons).toHaveLength(2);
    expect(skeletons[0]).toHaveClass("h-7", "w-20");
    expect(screen.getAllByRole("definition")[0]).toHaveClass("text-lg", "whitespace-nowrap");
    expect(screen.getAllByRole("term")[0]?.querySelector("svg")).toHaveClass("shrink-0");
  });
});
