/** What a combobox read by pages takes of its infinite query (TanStack's useInfiniteQuery). */
export type PagedQuery<T> = {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** The option that reads the next page in place ("Carregar mais projetos"); choosing it answers "stay". */
export type MoreOption = { kind: "more" };
const MORE: MoreOption = { kind: "more" };

/**
 * The options of a combobox read by pages (the documents' project filter, the chat's people picker):
 * the items found so far, the "more" option while there is a next page, and what the Combobox takes from
 * them (`paging`, spread on it): busy while the options are not yet the typed term's (the debounce still
 * waits, or the first page loads), the spinner while a page loads, the highlight kept for the term (a
 * next page only adds options below it), the next page when the list is scrolled to its end.
 */
export function usePagedOptions<T>(
  query: PagedQuery<T>,
  { text, term, open }: { text: string; term: string; open: boolean },
) {
  const nextPage = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const outdated = term !== text.trim() || (query.isFetching && !query.isFetchingNextPage);
  return {
    found: query.data?.pages.flatMap((page) => page.items) ?? [],
    more: query.hasNextPage ? [MORE] : [],
    nextPage,
    /** The "more" option's text: `noun` is what it reads ("projetos", "usuários"). */
    moreText: (noun: string) => (query.isFetchingNextPage ? `Carregando mais ${noun}...` : `Carregar mais ${noun}`),
    paging: { highlightKey: term, busy: open && outdated, fetching: query.isFetching && open, onNearEnd: nextPage },
  };
}
