import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Carregar mais" under a list read by cursor, and the sentence when the next page fails. */
export function LoadMore({
  query,
  errorText,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  /** "Não foi possível carregar mais projetos. Tente novamente." */
  errorText: string;
}) {
  return (
    <>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
            {query.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
          </Button>
        </div>
      )}
      <NextPageFailure failed={query.isFetchNextPageError} text={errorText} />
    </>
  );
}

/**
 * The sentence under a list read by cursor when its next page failed. TanStack then marks the whole
 * query failed, but the rows loaded so far stay: a list shows its full error only when
 * `isError && !isFetchNextPageError`.
 */
export function NextPageFailure({ failed, text }: { failed: boolean; text: string }) {
  if (!failed) return null;
  return (
    <p role="alert" className="text-center text-sm text-destructive">
      {text}
    </p>
  );
}
