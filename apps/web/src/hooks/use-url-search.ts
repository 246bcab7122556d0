import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A search box whose text lives in the URL (`?q=` by default). The box shows what is typed at
 * once; the URL, and so the query that reads it, follows `delay` ms after typing stops; a new
 * value arriving from elsewhere (the header search, the back button) shows in the box.
 */
export function useUrlSearch(key = "q", delay = 300) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const value = params.get(key)?.trim() ?? "";
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delay);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === committed.current) return;
    // A link clicked just before the timer fired may still be loading its page: the router renders
    // navigations in a transition, so this page stays mounted meanwhile. Writing the URL now would
    // pull the user back here.
    if (window.location.pathname !== pathname) return;
    committed.current = next;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(key, next);
        else updated.delete(key);
        return updated;
      },
      { replace: true },
    );
  }, [debounced, key, pathname, setParams]);

  /** Empties the box; the caller removes the parameter together with its other filters. */
  const clear = () => {
    committed.current = "";
    setText("");
  };

  return { value, text, setText, clear };
}
