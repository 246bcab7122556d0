import type { Message } from "@alicerce/shared/schemas/chat";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Loader2, MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MessageBubble, PendingBubble, type MessageActions } from "./message-bubble";
import type { PendingMessage } from "./pending-message";

/** How close to the top (px) the reader must scroll for older messages to load. */
const LOAD_OLDER_AT = 120;
/** How close to the bottom (px) still counts as "at the bottom" for following new messages. */
const AT_BOTTOM = 80;

/**
 * The scrolling history: older pages load as the reader scrolls up, keeping what they were reading
 * in place; new messages scroll into view when the reader is at the bottom (always for their own).
 */
export function MessageList({
  messages,
  pending,
  viewerId,
  showSenders,
  actions,
  onRetry,
  loading,
  hasOlder,
  loadingOlder,
  loadOlder,
  highlight = null,
}: {
  messages: Message[];
  pending: PendingMessage[];
  viewerId: string;
  showSenders: boolean;
  actions: MessageActions;
  onRetry: (pending: PendingMessage) => void;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** A search result jumped to: scrolled into the middle, outlined, its match marked. */
  highlight?: { id: string; query: string } | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const oldestId = messages[0]?.id;
  const newest = messages[messages.length - 1];
  const previous = useRef<{ oldestId?: string; height: number; top: number }>({ height: 0, top: 0 });

  // Older messages were put above: keep the reader's place by moving down by what was added.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.oldestId && oldestId !== before.oldestId && !atBottom.current) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    previous.current = { oldestId, height: el.scrollHeight, top: el.scrollTop };
  }, [oldestId]);

  // A new message at the end: follow it when at the bottom, or when it is one's own.
  const ownNewest = newest?.sender.id === viewerId;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (atBottom.current || ownNewest) el.scrollTop = el.scrollHeight;
  }, [newest?.id, ownNewest, pending.length, loading]);

  const highlightId = highlight?.id;
  const highlightHeld = Boolean(highlightId && messages.some((m) => m.id === highlightId));
  useEffect(() => {
    if (!highlightId || !highlightHeld) return;
    atBottom.current = false;
    // jsdom has no scrollIntoView.
    document.getElementById(`message-${highlightId}`)?.scrollIntoView?.({ block: "center" });
  }, [highlightId, highlightHeld]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || loading) return;
    // A first page shorter than the screen: fetch older ones until it scrolls (or none is left).
    if (hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder, loading, messages.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM;
    previous.current = { oldestId, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < LOAD_OLDER_AT && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-3 py-4 sm:px-4"
      data-testid="message-scroller"
    >
      {loading ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Carregando mensagens...</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={`h-12 w-2/3 rounded-2xl ${i % 2 ? "ml-auto" : ""}`} />
          ))}
        </div>
      ) : (
        <>
          {hasOlder && (
            <div className="flex justify-center pb-3">
              <Button variant="ghost" size="sm" onClick={loadOlder} disabled={loadingOlder}>
                {loadingOlder && <Loader2 className="animate-spin" aria-hidden="true" />}
                Carregar mensagens anteriores
              </Button>
            </div>
          )}
          {messages.length === 0 && pending.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted-foreground">
              <MessageCircle className="size-8" aria-hidden="true" />
              <p className="text-sm">Nenhuma mensagem ainda. Envie a primeira!</p>
            </div>
          ) : (
            <ol
              aria-label="Mensagens"
              aria-live="polite"
              aria-relevant="additions"
              className="grid grid-cols-[minmax(0,1fr)] gap-2"
            >
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.sender.id === viewerId}
                  showSender={showSenders}
                  actions={actions}
                  highlighted={message.id === highlightId}
                  query={message.id === highlightId ? highlight?.query : undefined}
                />
              ))}
              {pending.map((p) => (
                <PendingBubble key={p.client_id} pending={p} onRetry={onRetry} />
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
