import { useState, type SetStateAction } from "react";

/**
 * The highlighted option of a combobox's list (-1: none), kept only for the list it was chosen in: when
 * `list` becomes another value (another term's matches), no option is highlighted, so Enter never picks
 * one the person did not see highlighted. `list` is compared by identity.
 */
export function useHighlight(list: unknown) {
  const [chosen, setChosen] = useState<{ list: unknown; index: number }>({ list, index: -1 });
  const index = chosen.list === list ? chosen.index : -1;
  const setIndex = (next: SetStateAction<number>) =>
    setChosen((previous) => {
      const current = previous.list === list ? previous.index : -1;
      return { list, index: typeof next === "function" ? next(current) : next };
    });
  return [index, setIndex] as const;
}
