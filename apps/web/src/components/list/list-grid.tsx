import type { ReactNode } from "react";

/** A list screen's cards, one list item each, two columns from xl up unless the screen lays out its own. */
export function ListGrid<T extends { id: string }>({
  items,
  busy,
  className = "grid gap-4 xl:grid-cols-2",
  itemClassName,
  children,
}: {
  items: readonly T[];
  /** True while the rows shown are the previous page's, kept until the next one arrives. */
  busy?: boolean;
  className?: string;
  itemClassName?: string;
  /** The card of one item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
