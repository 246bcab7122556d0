import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, Calculator, CalendarDays, ClipboardCheck, Clock, Eye, SearchX, Star, User } from "lucide-react";
import {
  formatDuration,
  LEARNING_CATEGORY_LABELS,
  LEARNING_LEVEL_LABELS,
  LEARNING_TYPE_LABELS,
} from "@alicerce/shared/learn";
import { appRoutes } from "@alicerce/shared/routes";
import { formatRating } from "@alicerce/shared/suppliers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useCountLearningView } from "@/api/learning/count-learning-view";
import { useLearningItem } from "@/api/learning/get-learning-item";
import { ContentBody } from "../components/content-body";
import { viewsText } from "../components/learn-options";

const backLink = (
  <Link to={appRoutes.learn} className={buttonVariants({ variant: "ghost", className: "w-fit" })}>
    <ArrowLeft aria-hidden="true" />
    Voltar para Aprenda
  </Link>
);

const TOOL_LINKS = {
  calculator: { label: "Abrir a calculadora de ROI", icon: Calculator },
  checklist: { label: "Abrir a checklist de documentos", icon: ClipboardCheck },
} as const;

/** docs/product/learn.md#content (/dashboard/learn/:id): one item with its full text; each opening counts a view. */
export function LearnItemPage() {
  const { id = "" } = useParams();
  const item = useLearningItem(id);
  const countView = useCountLearningView();

  // One view per opening of the page (the ref keeps React's development double effect from counting twice).
  const counted = useRef<string | null>(null);
  const found = item.isSuccess;
  const { mutate } = countView;
  useEffect(() => {
    if (!found || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [found, id, mutate]);

  if (item.isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        <span className="sr-only">Carregando conteúdo...</span>
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (item.isError) {
    const missing = item.error instanceof ApiRequestError && (item.error.status === 404 || item.error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        <EmptyState
          role={missing ? undefined : "alert"}
          icon={SearchX}
          title={missing ? "Conteúdo não encontrado" : "Não foi possível carregar o conteúdo."}
          description={missing ? "O conteúdo pode ter sido removido ou o endereço está incorreto." : item.error.message}
          action={
            missing ? (
              backLink
            ) : (
              <Button variant="outline" onClick={() => item.refetch()}>
                Tentar novamente
              </Button>
            )
          }
        />
      </div>
    );
  }

  const data = item.data;
  const tool = data.type === "calculator" || data.type === "checklist" ? TOOL_LINKS[data.type] : null;
  return (
    <article
      aria-labelledby="learn-item-title"
      className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6"
    >
      {backLink}
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{LEARNING_TYPE_LABELS[data.type]}</Badge>
          <Badge variant="outline">{LEARNING_LEVEL_LABELS[data.level]}</Badge>
          <Badge variant="outline">{LEARNING_CATEGORY_LABELS[data.category]}</Badge>
          {data.featured && <Badge variant="highlight">Em destaque</Badge>}
        </div>
        <h1 id="learn-item-title" className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
          {data.title}
        </h1>
        <p className="text-lg text-muted-foreground">{data.description}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground" aria-label="Sobre este conteúdo">
          <li className="inline-flex items-center gap-1.5">
            <User className="size-4" aria-hidden="true" />
            {data.author}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">Publicado em </span>
            {formatDate(data.published_at)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {formatDuration(data.duration_minutes)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Star className="size-4 fill-highlight text-highlight" aria-hidden="true" />
            <span className="sr-only">Nota </span>
            {formatRating(data.rating)}
          </li>
          <li className="inline-flex items-center gap-1.5" data-testid="learn-item-views">
            <Eye className="size-4" aria-hidden="true" />
            {viewsText(data.views)}
          </li>
        </ul>
      </header>
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <ContentBody body={data.body} />
      </div>
      {tool && (
        <Link
          to={`${appRoutes.learn}?aba=ferramentas`}
          className={buttonVariants({ variant: "highlight", className: "w-fit" })}
        >
          <tool.icon aria-hidden="true" />
          {tool.label}
        </Link>
      )}
      {data.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Temas">
          {data.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`${appRoutes.learn}?q=${encodeURIComponent(tag)}`}
                className="inline-flex rounded-full border px-3 py-1 text-xs font-medium transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
