import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** A URL value that is one of `allowed`, else undefined (a hand-edited URL must not break the list). */
export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/**
 * The list's page and filters live in the URL (?page=&type=&verified=), so a reload or a shared
 * link shows the same rows. Changing a filter goes back to page 1.
 */
export function useListParams(search: string) {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get("page"));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A new search starts again at page 1. The search box writes ?q= itself, and two writes of the
  // URL in one event would lose one of them, so this follows the (debounced) search instead.
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    update({ page: undefined });
  }, [search, update]);

  const setFilter = (key: string, value: string | undefined) => update({ [key]: value, page: undefined });
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : undefined });
  /** Removes the search and every filter at once. */
  const clearFilters = (keys: string[]) => update(Object.fromEntries([...keys, "page"].map((k) => [k, undefined])));
  return { params, page, setFilter, setPage, clearFilters };
}
