import { useId, useState, type ChangeEvent, type ClipboardEvent, type ComponentProps } from "react";
import { MONEY_TOO_HIGH_MESSAGE, NEGATIVE_MONEY_MESSAGE } from "@alicerce/shared/money-limits";
import { formatMoneyInput, hasMinus, parseMoneyInput, readPastedMoney, typedPastMoneyLimit } from "@/lib/money";
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
 * from the cents and shows each step ("1" → R$ 0,01, "10" → R$ 0,10 …); a pasted or autofilled
 * amount replaces the value and is read as a person wrote it ("1.000.000" is a million reais,
 * "R$ 1.234,56" is that amount). What the field cannot take (a non-numeric paste, a digit past
 * R$ 9.999.999.999.999,99 typed or pasted) keeps the value and says why right under the field,
 * announced (role=alert) and tied to it by aria-describedby, instead of vanishing. A minus, typed or
 * pasted, is kept and shown ("-R$ 50,00"), the amount reported negative (every schema refuses it) and
 * the field says "Informe um valor positivo." for as long as it stands: dropping it made "-5000" a
 * silent R$ 50,00 (docs/decisions/127-nothing-cut-signs-done-dates-file-types.md).
 */
export function MoneyInput({ value, onValueChange, placeholder = "R$ 0,00", ...props }: MoneyInputProps) {
  const fallbackId = useId();
  const refusalId = `${props.id ?? fallbackId}-refused`;
  const [refusal, setRefusal] = useState<string | null>(null);
  // A minus typed before any digit but 0 has no negative number to live in; the field keeps it here.
  const [leadingMinus, setLeadingMinus] = useState(false);

  const take = (amount: number | null) => {
    setRefusal(null);
    setLeadingMinus(false);
    onValueChange(amount);
  };
  const takeWritten = (text: string) => {
    const read = readPastedMoney(text);
    if ("refused" in read) setRefusal(read.refused);
    else take(read.amount);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    props.onPaste?.(event);
    event.preventDefault();
    takeWritten(event.clipboardData.getData("text"));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (!typed(event)) return takeWritten(text);
    if (typedPastMoneyLimit(text)) return setRefusal(MONEY_TOO_HIGH_MESSAGE);
    const amount = parseMoneyInput(text);
    const signed = hasMinus(text);
    take(signed && amount ? -amount : amount);
    if (signed && !amount) setLeadingMinus(true);
  };
  const minusAlone = leadingMinus && !value;
  const negative = minusAlone || (value != null && value < 0);
  const message = refusal ?? (negative ? NEGATIVE_MONEY_MESSAGE : null);
  const shown = minusAlone ? `-${formatMoneyInput(value)}` : formatMoneyInput(value);
  const describedBy = [props["aria-describedby"], message ? refusalId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <Input
        data-slot="money-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        {...props}
        aria-invalid={negative || props["aria-invalid"] || undefined}
        aria-describedby={describedBy || undefined}
        value={shown}
        onChange={onChange}
        onPaste={onPaste}
      />
      {message && (
        <p id={refusalId} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </>
  );
}
