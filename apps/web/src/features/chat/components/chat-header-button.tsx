import { lazyNamed } from "@/lib/lazy-named";
import { Suspense, useState } from "react";
import { MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useChatRealtime } from "@/api/chat/realtime";
import { useUnreadTotal } from "@/api/chat/conversations";
import { cappedCount, HEADER_BADGE_CAP } from "./chat-format";

// The list and its search load only when the popover first opens (docs/product/shell.md#chat-popover).
const ConversationListPanel = lazyNamed(() => import("./conversation-list-panel"), "ConversationListPanel");

/**
 * The header's "Conversas" button: the total unread badge (a small query kept current by the
 * realtime socket this component holds open for the whole dashboard) and the conversations popover.
 */
export function ChatHeaderButton({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  useChatRealtime(userId);
  const unread = useUnreadTotal();
  const total = unread.data?.total ?? 0;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-10"
          aria-label={total > 0 ? `Conversas, ${total} não lidas` : "Conversas"}
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {total > 0 && (
            <span
              data-testid="chat-unread-badge"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
            >
              {cappedCount(total, HEADER_BADGE_CAP)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <Suspense
          fallback={
            <p role="status" className="p-4 text-sm text-muted-foreground">
              Carregando...
            </p>
          }
        >
          <ConversationListPanel onNavigate={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
