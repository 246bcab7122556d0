import { useEffect, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A search box whose text lives in the URL (`?q=` by default). Each keystroke replaces the URL at
 * once, so a link clicked right after typing is never undone by a late write (the router keeps the
 * old page mounted while the next one loads, and a delayed write would pull the user back). The
 * query that reads it, `query`, follows `delay` ms after typing stops.
 */
export function useUrlSearch(key = "q", delay = 300) {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const value = params.get(key)?.trim() ?? "";
  const [text, setText] = useState(value);
  const query = useDebouncedValue(value, delay);

  // A value brought by a navigation (the header search, the back button) shows in the box. Our own
  // writes are replacements and are not echoed back: more may have been typed since.
  useEffect(() => {
    if (navigationType !== "REPLACE") setText(value);
  }, [value, navigationType]);

  const change = (next: string) => {
    setText(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(key, next.trim());
        else updated.delete(key);
        return updated;
      },
      { replace: true },
    );
  };

  /** Empties the box; the caller removes the parameter together with its other filters. */
  const clear = () => setText("");

  return { query, text, setText: change, clear };
}
