import { NextPageFailure } from "@/components/list/load-more";
import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import type { Message } from "@alicerce/shared/schemas/chat";
import { useId, useState } from "react";
import { Loader2, X } from "lucide-react";
import { textLimit } from "@/components/form/character-count";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useMessageSearch } from "@/api/chat/search";
import { formatLastMessageTime } from "./chat-format";
import { MessageText } from "./message-text";

/**
 * Search within the conversation (the server searches the whole history): results newest first with
 * the match marked; choosing one jumps to the message in the history.
 */
export function SearchPanel({
  conversationId,
  onChoose,
  onClose,
}: {
  conversationId: string;
  onChoose: (message: Message, query: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState("");
  // A search past the server's limit is not cut (the person would search for less than they typed) nor
  // sent: the panel says the limit and searches again once the text fits.
  const limit = textLimit(text, CHAT_LIMITS.searchQuery);
  const q = useDebouncedValue(limit.over ? "" : text.trim(), 300);
  const search = useMessageSearch(conversationId, q);
  const results = search.data?.pages.flatMap((page) => page.items) ?? [];
  const inputId = useId();
  return (
    <div
      className="grid max-h-[50%] min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-2 border-b bg-muted/40 px-3 py-2 sm:px-4"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Texto a procurar
        </label>
        <Input
          id={inputId}
          type="search"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Procurar mensagens..."
          aria-invalid={limit.over || undefined}
          aria-describedby={limit.over ? `${inputId}-too-long` : undefined}
        />
        <Button variant="ghost" size="icon" className="shrink-0" onClick={onClose} aria-label="Fechar busca">
          <X aria-hidden="true" />
        </Button>
      </div>
      {limit.over && (
        <p id={`${inputId}-too-long`} role="alert" className="text-sm text-destructive">
          {CHAT_TEXTS.searchTooLong}
        </p>
      )}
      {q && (
        <div className="min-h-0 overflow-y-auto" role="region" aria-label="Resultados da busca">
          {search.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Procurando...
            </p>
          ) : search.isError && !search.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              Não foi possível procurar. Tente novamente.
            </p>
          ) : results.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              Nenhuma mensagem encontrada.
            </p>
          ) : (
            <ul className="grid gap-1" aria-label="Mensagens encontradas">
              {results.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(message, q)}
                    className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex justify-between gap-2 text-xs text-muted-foreground">
                      <span className="truncate font-semibold">{message.sender.name}</span>
                      <time dateTime={message.created_at}>{formatLastMessageTime(message.created_at)}</time>
                    </span>
                    <span className="line-clamp-2 [overflow-wrap:anywhere]">
                      <MessageText content={message.content} mentions={message.mentions} own={false} query={q} />
                    </span>
                  </button>
                </li>
              ))}
              {search.hasNextPage && (
                <li>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={search.isFetchingNextPage}
                    onClick={() => void search.fetchNextPage()}
                  >
                    Mais resultados
                  </Button>
                </li>
              )}
              {search.isFetchNextPageError && (
                <li>
                  <NextPageFailure failed text="Não foi possível carregar mais resultados. Tente novamente." />
                </li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
