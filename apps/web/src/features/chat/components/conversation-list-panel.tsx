import { appPaths, appRoutes } from "@alicerce/shared/routes";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { ConversationSummary } from "@alicerce/shared/schemas/chat";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MessageCircle, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/combobox/search-input";
import { QueryStates } from "@/components/list/query-states";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useConversations } from "@/api/chat/conversations";
import { cappedCount, CONVERSATION_BADGE_CAP, formatLastMessageTime } from "./chat-format";
import { ConversationAvatar } from "./conversation-avatar";
import { ListSkeleton } from "./user-list";

/** The last message as the row shows it: its text, or the files it carries. */
function lastMessagePreview(row: ConversationSummary): string {
  const last = row.last_message;
  if (!last) return "Nenhuma mensagem ainda";
  if (last.deleted) return CHAT_TEXTS.deletedMessage;
  if (last.content) return last.content;
  return last.attachment_count === 1 ? "1 arquivo" : `${last.attachment_count} arquivos`;
}

function ConversationRow({ row, onNavigate }: { row: ConversationSummary; onNavigate: () => void }) {
  const unread = row.unread_count;
  return (
    <li>
      <Link
        to={appPaths.chat(row.id)}
        onClick={onNavigate}
        className="flex items-center gap-3 rounded-md px-3 py-2 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`${row.title}${unread > 0 ? `, ${unread} não lidas` : ""}`}
      >
        <ConversationAvatar avatar={row.avatar} />
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate text-sm font-medium">{row.title}</span>
            {row.last_message && (
              <time dateTime={row.last_message.created_at} className="shrink-0 text-xs text-muted-foreground">
                {formatLastMessageTime(row.last_message.created_at)}
              </time>
            )}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-xs text-muted-foreground">{lastMessagePreview(row)}</span>
            {unread > 0 && (
              <span
                data-testid="conversation-unread-badge"
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground tabular-nums"
              >
                {cappedCount(unread, CONVERSATION_BADGE_CAP)}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The popover's content (docs/product/shell.md#chat-popover): a search box, the user's conversations
 * and a way to start a new one. Its query starts when this panel mounts, i.e. when the popover opens.
 */
export function ConversationListPanel({ onNavigate }: { onNavigate: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const query = useConversations(q, true);

  useEffect(() => {
    // docs/product/messages.md#chat: the popover's failure is only logged; the list stays empty.
    if (query.isError) console.error(CHAT_TEXTS.listFailedLog, query.error);
  }, [query.isError, query.error]);

  const startNew = () => {
    onNavigate();
    navigate(appRoutes.newChat);
  };
  const noConversations = (
    <div className="flex flex-col items-center gap-2 p-6 text-center">
      <MessageCircle className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{CHAT_TEXTS.emptyListTitle}</p>
      <p className="text-sm text-muted-foreground">{CHAT_TEXTS.emptyListBody}</p>
      <Button size="sm" className="mt-2" onClick={startNew}>
        {CHAT_TEXTS.newConversation}
      </Button>
    </div>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-base font-semibold">Conversas</h2>
        <Button size="sm" variant="outline" onClick={startNew} aria-label="Nova conversa">
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Nova</span>
        </Button>
      </div>
      <SearchInput
        id={`${id}-search`}
        label="Buscar conversas"
        placeholder="Buscar conversas..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        className="border-b p-3"
        inputClassName="h-9"
        iconClassName="left-6"
      />
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        <QueryStates
          query={query}
          pending={<ListSkeleton label="Carregando conversas..." rows={4} className="p-2" />}
          // Logged above; the list stays empty (docs/product/messages.md#chat).
          failed={noConversations}
          empty={
            q ? (
              <p className="p-6 text-center text-sm text-muted-foreground">Nenhuma conversa encontrada</p>
            ) : (
              noConversations
            )
          }
        >
          {(data) => (
            <ul aria-label="Conversas" className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
              {data.items.map((row) => (
                <ConversationRow key={row.id} row={row} onNavigate={onNavigate} />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
