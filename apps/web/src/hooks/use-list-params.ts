import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

// The web half of the list layer: a list screen's search, filters and page live in the URL
// (?q=&<filters>&page=), so a reload or a shared link shows the same rows. The screens render them
// with components/list. The keys follow one rule (decision 098): a filter's key is the English name
// the list's API query gives it, without `_id` (status, type, category, project, document, tab).

/**
 * A list key's value, or, for a key decision 098's rule renamed, its value under the old name
 * (`formerly`): links already out in notifications, e-mails and bookmarks still open the same list.
 * Writes use the new name and drop the old one.
 */
export const readKey = (params: URLSearchParams, key: string, formerly?: string) =>
  params.get(key) ?? (formerly === undefined ? null : params.get(formerly));

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL value that is an id, else undefined. */
export const pickId = (value: string | null) => (value && UUID.test(value) ? value : undefined);

/** `?page=`: a whole number from 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

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

/**
 * The list's URL state: the search (`q`, debounced; `search` is the box's text), the page and the
 * raw params for the screen's own filters. Changing a filter or the search goes back to page 1.
 */
export function useListParams() {
  const { query: q, text: search, setText, clear: clearSearch } = useUrlSearch();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get("page"));

  /** Sets (a value) or removes (undefined) URL parameters in one write; replaces the entry by default. */
  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // A new search shows its first page, also when the search comes from elsewhere (the header search).
  // Only when there is a page to drop: any late URL write, even an unchanged one, would pull back a
  // user who clicked a link right after typing (the list stays mounted while the next screen loads).
  const hasPage = params.has("page");
  const lastSearch = useRef(q);
  useEffect(() => {
    if (lastSearch.current === q) return;
    lastSearch.current = q;
    if (hasPage) update({ page: undefined });
  }, [q, hasPage, update]);

  // Typing leaves the page at once: the write that drops it also carries the typed text, since two
  // writes in one event both start from the same URL.
  const setSearch = (value: string) => {
    setText(value);
    if (params.has("page")) update({ q: value.trim() || undefined, page: undefined });
  };
  /** Sets or removes filters, back on page 1. */
  const setFilters = (changes: Record<string, string | undefined>) => update({ ...changes, page: undefined });
  const setPage = (target: number) => update({ page: target > 1 ? String(target) : undefined });
  /** Removes the search, the page and the given filters at once. */
  const clearAll = (filterKeys: readonly string[]) => {
    clearSearch();
    update(Object.fromEntries(["q", ...filterKeys, "page"].map((key) => [key, undefined])));
  };

  return { params, q, search, setSearch, page, update, setFilters, setPage, clearAll };
}

/**
 * useListParams for a screen whose filters all live in the URL under their own names: `read` picks
 * them from the params (only allowed values), and the answer adds what the screen hands its filter
 * row (`toolbar`) and its results (`paging`: the page, and whether "Limpar filtros" has anything to clear).
 */
export function useListFilters<F extends Record<string, string | undefined>>(read: (params: URLSearchParams) => F) {
  const list = useListParams();
  const filters = read(list.params);
  const clear = () => list.clearAll(Object.keys(filters));
  const filtered = Boolean(list.q || Object.values(filters).some(Boolean));
  return {
    ...list,
    filters,
    toolbar: {
      search: list.search,
      onSearchChange: list.setSearch,
      filters,
      onFiltersChange: (next: F) => list.setFilters(next),
      onClear: clear,
    },
    paging: { page: list.page, onPageChange: list.setPage, filtered, onClear: clear },
  };
}
