import type { ComponentProps } from "react";
import { formatMoneyInput, parseMoneyInput } from "@/lib/money";
import { Input } from "./input";

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "defaultValue"> & {
  /** Reais, or null when the field is empty. */
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
};

/** An amount field masked as "R$ 10.000,00" that reports a number of reais (or null). */
export function MoneyInput({ value, onValueChange, placeholder = "R$ 0,00", ...props }: MoneyInputProps) {
  return (
    <Input
      data-slot="money-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      {...props}
      value={formatMoneyInput(value)}
      onChange={(event) => onValueChange(parseMoneyInput(event.target.value))}
    />
  );
}
