import type { ReactNode } from "react";
import { FileSearch } from "lucide-react";
import { ListGrid } from "./list-grid";
import { ListResults } from "./list-results";
import { ListEmpty } from "./list-states";

/** A numbered page of cards, as a TanStack query holds it (packages/shared listPageSchema). */
type CardsQuery<T> = Parameters<
  typeof ListResults<{ items: readonly T[]; total: number; page_size: number }>
>[0]["query"] & {
  isPlaceholderData: boolean;
};

/** A card list's sentences: the count read aloud, the load error, the empty state, the page navigation's name. */
export type CardResultsWords = { count: { one: string; many: string }; error: string; empty: string; pages: string };

/**
 * The results of a legal-desk list (contracts, signatures, documents): a numbered page of cards in
 * ListGrid, with ListResults' count, skeletons, error and pages. The empty state offers "Limpar
 * filtros" when a filter is set or the page is past the first (a page that emptied out).
 */
export function CardResults<T extends { id: string }>({
  id,
  query,
  words,
  skeletons,
  page,
  onPageChange,
  filtered,
  onClear,
  itemClassName,
  children,
}: {
  id: string;
  query: CardsQuery<T>;
  words: CardResultsWords;
  skeletons: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  filtered: boolean;
  onClear: () => void;
  itemClassName?: string;
  /** The card of one item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ListResults
      id={id}
      query={query}
      count={words.count}
      skeletons={skeletons}
      errorTitle={words.error}
      empty={<ListEmpty icon={FileSearch} title={words.empty} onClear={filtered || page > 1 ? onClear : undefined} />}
      pagination={{ label: words.pages, page, onPageChange }}
    >
      {(data) => (
        <ListGrid items={data.items} busy={query.isPlaceholderData} itemClassName={itemClassName}>
          {children}
        </ListGrid>
      )}
    </ListResults>
  );
}
