import type { ChangeEvent, ClipboardEvent, ComponentProps } from "react";
import { formatMoneyInput, parseMoneyInput, parseWrittenMoney } from "@/lib/money";
import { Input } from "./input";

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "defaultValue"> & {
  /** Reais, or null when the field is empty. */
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
};

/** Keystrokes and deletions; anything else (autofill, drop, undo of a paste) arrives whole. */
const typed = (event: ChangeEvent<HTMLInputElement>) => {
  const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
  return inputType.startsWith("insertText") || inputType.startsWith("delete") || inputType === "insertCompositionText";
};

/**
 * An amount field masked as "R$ 10.000,00" that reports a number of reais (or null). Typing fills
 * from the cents; a pasted or autofilled amount replaces the value and is read as a person wrote it
 * ("1.000.000" is a million reais, not R$ 10.000,00).
 */
export function MoneyInput({ value, onValueChange, placeholder = "R$ 0,00", ...props }: MoneyInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    props.onPaste?.(event);
    const amount = parseWrittenMoney(event.clipboardData.getData("text"));
    event.preventDefault();
    if (amount !== null) onValueChange(amount);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onValueChange(typed(event) ? parseMoneyInput(text) : (parseWrittenMoney(text) ?? parseMoneyInput(text)));
  };
  return (
    <Input
      data-slot="money-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      {...props}
      value={formatMoneyInput(value)}
      onChange={onChange}
      onPaste={onPaste}
    />
  );
}
