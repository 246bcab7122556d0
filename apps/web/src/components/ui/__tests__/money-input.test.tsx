import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatMoneyInput, maskMoneyInput, parseMoneyInput } from "@/lib/money";
import { MoneyInput } from "../money-input";

describe("money mask", () => {
  it("formats reais as R$ with pt-BR grouping and two decimals", () => {
    expect(formatMoneyInput(10000)).toBe("R$ 10.000,00");
    expect(formatMoneyInput(1234567.8)).toBe("R$ 1.234.567,80");
    expect(formatMoneyInput(0.05)).toBe("R$ 0,05");
    expect(formatMoneyInput(null)).toBe("");
  });

  it("reads typed digits from the cents up and ignores everything else", () => {
    expect(parseMoneyInput("1")).toBe(0.01);
    expect(parseMoneyInput("1000000")).toBe(10000);
    expect(parseMoneyInput("R$ 10.000,00")).toBe(10000);
    expect(parseMoneyInput("R$ 10.000,005")).toBe(100000.05);
    expect(parseMoneyInput("abc")).toBeNull();
    expect(parseMoneyInput("")).toBeNull();
    expect(parseMoneyInput("R$ 0,00")).toBe(0);
  });

  it("never holds more than numeric(15,2) allows", () => {
    expect(parseMoneyInput("99999999999999999999")).toBe(9999999999999.99);
  });

  it("masks what is typed", () => {
    expect(maskMoneyInput("123456")).toBe("R$ 1.234,56");
    expect(maskMoneyInput("")).toBe("");
  });
});

function Harness({ onValue }: { onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="valor">Valor</label>
      <MoneyInput
        id="valor"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </>
  );
}

describe("MoneyInput", () => {
  it("shows R$ 10.000,00 while typing 1000000 and reports 10000 reais", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    await userEvent.setup().type(input, "1000000");
    expect(input).toHaveValue("R$ 10.000,00");
    expect(onValue).toHaveBeenLastCalledWith(10000);
    expect(input).toHaveAttribute("inputmode", "numeric");
  });

  it("drops the last digit on Backspace and empties to null", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.type(input, "12345");
    expect(input).toHaveValue("R$ 123,45");
    await user.type(input, "{Backspace}");
    expect(input).toHaveValue("R$ 12,34");
    expect(onValue).toHaveBeenLastCalledWith(12.34);
    await user.clear(input);
    expect(input).toHaveValue("");
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it("reads a pasted amount as written and replaces the value", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.type(input, "12");
    await user.click(input);
    await user.paste("1.000.000");
    expect(input).toHaveValue("R$ 1.000.000,00");
    expect(onValue).toHaveBeenLastCalledWith(1_000_000);
    await user.clear(input);
    await user.paste("1.000,50");
    expect(input).toHaveValue("R$ 1.000,50");
    await user.paste("não é valor");
    expect(input).toHaveValue("R$ 1.000,50");
  });

  it("reads an autofilled amount (a change that is no keystroke) as written", () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    fireEvent.change(input, { target: { value: "1000000" } });
    expect(input).toHaveValue("R$ 1.000.000,00");
    expect(onValue).toHaveBeenLastCalledWith(1_000_000);
  });

  it("ignores letters", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    await userEvent.setup().type(input, "a5b0");
    expect(input).toHaveValue("R$ 0,50");
  });

  it("shows the amount as it forms while typing cents-first", async () => {
    render(<Harness onValue={vi.fn()} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    const seen: string[] = [];
    for (const digit of "1000") {
      await user.type(input, digit);
      seen.push((input as HTMLInputElement).value);
    }
    expect(seen).toEqual(["R$ 0,01", "R$ 0,10", "R$ 1,00", "R$ 10,00"]);
  });

  it.each([
    ["1.234,56", "R$ 1.234,56", 1234.56],
    ["R$ 1.234,56", "R$ 1.234,56", 1234.56],
    ["R$\u00a01.234,56", "R$ 1.234,56", 1234.56],
  ])("understands the pasted %j as that amount", async (pasted, shown, reais) => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(onValue).toHaveBeenLastCalledWith(reais);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["12abc", "Isso não é um valor em reais. Cole só o número, como 1.234,56."],
    ["99999999999999", "O valor máximo é R$ 9.999.999.999.999,99."],
  ])("refuses the pasted %j, keeps the value and says why next to the field", async (pasted, reason) => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.type(input, "1000");
    await user.paste(pasted);
    expect(input).toHaveValue("R$ 10,00");
    expect(onValue).toHaveBeenLastCalledWith(10);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(reason);
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    await user.type(input, "5");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it.each([
    ["typed", "-5000"],
    ["typed with the typographic minus", "\u22125000"],
  ])("keeps a minus %s, shows -R$ 50,00 and asks for a positive amount", async (_how, keys) => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.type(input, keys);
    expect(input).toHaveValue("-R$ 50,00");
    expect(onValue).toHaveBeenLastCalledWith(-50);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Informe um valor positivo.");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    // Taking the minus away takes the sentence with it.
    await user.clear(input);
    await user.type(input, "5000");
    expect(input).toHaveValue("R$ 50,00");
    expect(onValue).toHaveBeenLastCalledWith(50);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps a pasted minus too, with the same sentence", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.click(input);
    await user.paste("-5");
    expect(input).toHaveValue("-R$ 5,00");
    expect(onValue).toHaveBeenLastCalledWith(-5);
    expect(screen.getByRole("alert")).toHaveTextContent("Informe um valor positivo.");
  });

  it("stops typing at the same limit as pasting, and says so", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Valor");
    const user = userEvent.setup();
    await user.type(input, "9".repeat(15));
    expect(input).toHaveValue("R$ 9.999.999.999.999,99");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(input, "9");
    expect(input).toHaveValue("R$ 9.999.999.999.999,99");
    expect(onValue).toHaveBeenLastCalledWith(9_999_999_999_999.99);
    expect(screen.getByRole("alert")).toHaveTextContent("O valor máximo é R$ 9.999.999.999.999,99.");
  });
});
