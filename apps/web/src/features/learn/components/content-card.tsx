import { Link } from "react-router";
import { Clock, Eye, Star } from "lucide-react";
import {
  formatDuration,
  LEARNING_CATEGORY_LABELS,
  LEARNING_LEVEL_LABELS,
  LEARNING_TYPE_LABELS,
} from "@alicerce/shared/learn";
import { appPaths } from "@alicerce/shared/routes";
import type { LearningContentCard } from "@alicerce/shared/schemas/learning";
import { formatRating } from "@alicerce/shared/suppliers";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { viewsText } from "./learn-options";

/** One item of the catalogue; the whole title is the link to its page. */
export function ContentCard({ item, featured = false }: { item: LearningContentCard; featured?: boolean }) {
  const titleId = `learn-${featured ? "featured" : "item"}-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md",
        featured && "border-highlight/50 bg-gradient-to-br from-highlight/10 to-card",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={featured ? "highlight" : "secondary"}>{LEARNING_TYPE_LABELS[item.type]}</Badge>
        <Badge variant="outline">{LEARNING_LEVEL_LABELS[item.level]}</Badge>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium tracking-wide text-primary uppercase">
          {LEARNING_CATEGORY_LABELS[item.category]}
        </p>
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          {/* The link covers the card (::after), so the whole card opens the item. */}
          <Link
            to={appPaths.learnItem(item.id)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.title}
          </Link>
        </h3>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {formatDuration(item.duration_minutes)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Star className="size-4 fill-highlight text-highlight" aria-hidden="true" />
          <span className="sr-only">Nota </span>
          {formatRating(item.rating)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Eye className="size-4" aria-hidden="true" />
          {viewsText(item.views)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">Por {item.author}</p>
    </article>
  );
}
