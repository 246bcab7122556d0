import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Combobox } from "../combobox";

type Option = { id: string; title: string } | { id: "more"; title: "Carregar mais" };

/** A combobox over a list the test holds: its term, its options, whether they are the term's yet. */
function Harness({
  term,
  options,
  busy = false,
  onChoose = () => {},
  onNearEnd,
}: {
  term: string;
  options: Option[];
  busy?: boolean;
  onChoose?: (option: Option) => void | "stay";
  onNearEnd?: () => void;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  return (
    <Combobox
      id="busca"
      label="Buscar projetos"
      placeholder="Buscar projetos..."
      text={text}
      onTextChange={setText}
      expanded={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      optionKey={(option) => option.id}
      renderOption={(option) => option.title}
      highlightKey={term}
      onChoose={onChoose}
      listLabel="Projetos encontrados"
      busy={busy}
      fetching={busy}
      status={`${options.length} projetos encontrados`}
      empty={options.length === 0}
      onNearEnd={onNearEnd}
    />
  );
}

const ACACIAS = { id: "p1", title: "Residencial Acácias" };
const IPES = { id: "p2", title: "Edifício Ipês" };
const MORE = { id: "more", title: "Carregar mais" } as const;

describe("Combobox", () => {
  it("moves the highlight with the arrows, names it as the active option and chooses it with Enter", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness term="res" options={[ACACIAS, IPES]} onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Buscar projetos" });
    await user.click(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const ipes = screen.getByRole("option", { name: "Edifício Ipês" });
    expect(ipes).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", ipes.id);
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Residencial Acácias" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledWith(ACACIAS);
    expect(screen.getByRole("status")).toHaveTextContent("2 projetos encontrados");
  });

  it("drops the highlight when another term's options replace the list, so Enter picks nothing unseen", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const { rerender } = render(<Harness term="res" options={[ACACIAS, IPES]} onChoose={onChoose} />);
    const box = screen.getByRole("combobox");
    await user.click(box);
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant");

    rerender(<Harness term="edi" options={[IPES]} onChoose={onChoose} />);
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getByRole("option", { name: "Edifício Ipês" })).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{Enter}");
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("is aria-busy while its options are not yet the typed term's", () => {
    const { rerender } = render(<Harness term="res" options={[ACACIAS]} busy />);
    expect(screen.getByRole("listbox", { hidden: true, name: "Projetos encontrados" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    rerender(<Harness term="res" options={[ACACIAS]} />);
    expect(screen.getByRole("listbox", { hidden: true })).toHaveAttribute("aria-busy", "false");
  });

  it("pages: an option that reads the next page keeps its highlight, and scrolling to the end asks for more", async () => {
    const user = userEvent.setup();
    const onNearEnd = vi.fn();
    const onChoose = vi.fn((option: Option) => (option.id === "more" ? ("stay" as const) : undefined));
    const { rerender } = render(
      <Harness term="res" options={[ACACIAS, MORE]} onChoose={onChoose} onNearEnd={onNearEnd} />,
    );
    await user.click(screen.getByRole("combobox"));
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(MORE);
    // The next page adds options below; the same term keeps the highlight where it was.
    rerender(<Harness term="res" options={[ACACIAS, IPES, MORE]} onChoose={onChoose} onNearEnd={onNearEnd} />);
    expect(screen.getByRole("option", { name: "Edifício Ipês" })).toHaveAttribute("aria-selected", "true");

    const list = screen.getByRole("listbox");
    Object.defineProperties(list, {
      scrollHeight: { value: 400, configurable: true },
      clientHeight: { value: 200, configurable: true },
    });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    expect(onNearEnd).not.toHaveBeenCalled();
    list.scrollTop = 190;
    fireEvent.scroll(list);
    expect(onNearEnd).toHaveBeenCalledOnce();
  });

  it("closes on Escape and shows the status in place of an empty list", async () => {
    const user = userEvent.setup();
    render(<Harness term="xyz" options={[]} />);
    const box = screen.getByRole("combobox");
    await user.click(box);
    expect(screen.getByText("0 projetos encontrados", { selector: "p" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
