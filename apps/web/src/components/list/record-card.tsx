import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

/**
 * The head of a legal-desk card (a contract, a signature request): its title, which names the
 * article, the project under it, then the status badge and the type. "Projeto:" and "Tipo:" are read
 * aloud only: on screen the place says it.
 */
export function RecordCardHeader({
  titleId,
  title,
  project,
  status,
  type,
}: {
  /** The heading's id: the card's article is labelled by it. */
  titleId: string;
  title: string;
  project: string;
  status: ReactNode;
  type: string;
}) {
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
          {title}
        </h3>
        <p className="mt-1 text-sm break-words text-muted-foreground">
          <span className="sr-only">Projeto: </span>
          {project}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {status}
        <Badge variant="outline">
          <span className="sr-only">Tipo: </span>
          {type}
        </Badge>
      </div>
    </header>
  );
}

/** One field of a card's description list: its small label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
