import type { ConversationDetail, Message } from "@alicerce/shared/schemas/chat";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { heldMessages, loadThrough, useMessages } from "@/api/chat/messages";
import { toast } from "@/hooks/use-toast";
import { createTypingSender, usePresenceOf } from "@/api/chat/realtime";
import { useLiveState } from "@/api/chat/live-state";
import { useEditMessage, useMarkImportant, useMarkRead } from "@/api/chat/message-mutations";
import { ChatHeader, type ChatPanel } from "./chat-header";
import { Composer, type ComposerHandle } from "./composer";
import { DeleteMessageDialog } from "./delete-message-dialog";
import { FilesDialog } from "./files-dialog";
import { ForwardDialog } from "./forward-dialog";
import { InfoDialog } from "./info-dialog";
import { MembersDialog } from "./members-dialog";
import { MessageList } from "./message-list";
import { SearchPanel } from "./search-panel";
import { usePendingSends } from "./use-pending-sends";

/** Marks the conversation read while it is on screen: on opening, and again as others' messages arrive. */
function useReadWhileVisible(conversationId: string, newestFromOthers: string | undefined) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  useEffect(() => {
    const read = () => {
      if (document.visibilityState === "visible") mutate(conversationId);
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => document.removeEventListener("visibilitychange", read);
  }, [conversationId, newestFromOthers, mutate]);
}

/** "Ana está digitando…" under the history while another member types (a few seconds after each event). */
function TypingLine({ conversation, viewerId }: { conversation: ConversationDetail; viewerId: string }) {
  const live = useLiveState();
  const names = live
    .typingIn(conversation.id)
    .filter((id) => id !== viewerId)
    .map((id) => conversation.participants.find((p) => p.user_id === id)?.name.split(" ")[0])
    .filter((name): name is string => Boolean(name));
  const text =
    names.length === 0
      ? ""
      : names.length === 1
        ? `${names[0]} está digitando…`
        : names.length === 2
          ? `${names[0]} e ${names[1]} estão digitando…`
          : "Várias pessoas estão digitando…";
  return (
    <p aria-live="polite" className="h-5 px-4 text-xs text-muted-foreground italic">
      {text}
    </p>
  );
}

/** docs/product/chat.md#conversation: header and menu, the history, and the text box at the bottom. */
export function ConversationView({ conversation, viewerId }: { conversation: ConversationDetail; viewerId: string }) {
  useDocumentTitle(conversation.title);
  const history = useMessages(conversation.id);
  const messages = useMemo(() => heldMessages(history.data), [history.data]);
  const sends = usePendingSends(conversation.id, messages);
  const markImportant = useMarkImportant();
  const editMessage = useEditMessage();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [forwarding, setForwarding] = useState<Message | null>(null);
  const [panel, setPanel] = useState<ChatPanel | null>(null);
  const composer = useRef<ComposerHandle>(null);
  usePresenceOf(conversation.id);
  const typing = useMemo(() => createTypingSender(conversation.id), [conversation.id]);
  const queryClient = useQueryClient();
  const [searching, setSearching] = useState(false);
  const [highlight, setHighlight] = useState<{ id: string; query: string } | null>(null);

  const jumpTo = useCallback(
    (message: Message, query: string) => {
      loadThrough(queryClient, conversation.id, message)
        .then(() => setHighlight({ id: message.id, query }))
        .catch((error: Error) => toast({ title: "Erro", description: error.message, variant: "destructive" }));
    },
    [queryClient, conversation.id],
  );
  const members = useMemo(
    () => conversation.participants.filter((p) => p.user_id !== viewerId).map((p) => ({ id: p.user_id, name: p.name })),
    [conversation.participants, viewerId],
  );

  useEffect(() => {
    // docs/product/messages.md#chat: a failed message list is only logged.
    if (history.isError) console.error("Erro ao carregar mensagens:", history.error);
  }, [history.isError, history.error]);

  const newestFromOthers = useMemo(
    () => [...messages].reverse().find((m) => m.sender.id !== viewerId)?.id,
    [messages, viewerId],
  );
  useReadWhileVisible(conversation.id, newestFromOthers);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const actions = useMemo(
    () => ({
      onMarkImportant: (message: Message) => markImportant.mutate(message.id),
      onReply: (message: Message) => {
        setReplyTo(message);
        composer.current?.focus();
      },
      onForward: setForwarding,
      onEdit: (message: Message) => {
        setReplyTo(null);
        setEditing(message);
      },
      onDelete: setDeleting,
    }),
    [markImportant],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border bg-background">
      <ChatHeader
        conversation={conversation}
        viewerId={viewerId}
        onOpenPanel={setPanel}
        onSearch={() => setSearching((s) => !s)}
      />
      {searching && (
        <SearchPanel
          conversationId={conversation.id}
          onChoose={jumpTo}
          onClose={() => {
            setSearching(false);
            setHighlight(null);
          }}
        />
      )}
      <MessageList
        messages={messages}
        pending={sends.pending}
        viewerId={viewerId}
        showSenders={conversation.type !== "direct"}
        actions={actions}
        onRetry={sends.retry}
        loading={history.isPending}
        hasOlder={Boolean(hasNextPage)}
        loadingOlder={isFetchingNextPage}
        loadOlder={loadOlder}
        highlight={highlight}
      />
      <TypingLine conversation={conversation} viewerId={viewerId} />
      <Composer
        handle={composer}
        sending={sends.sending}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSend={(draft) => {
          sends.submit(draft, replyTo);
          setReplyTo(null);
        }}
        editing={editing}
        members={members}
        onTyping={typing}
        onCancelEdit={() => setEditing(null)}
        onSaveEdit={(message, draft) => {
          setEditing(null);
          editMessage.mutate({
            messageId: message.id,
            input: { content: draft.content, mention_ids: draft.mentionIds },
          });
        }}
      />
      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
      <ForwardDialog message={forwarding} currentConversationId={conversation.id} onClose={() => setForwarding(null)} />
      <InfoDialog
        conversation={conversation}
        open={panel === "info"}
        onOpenChange={(o) => setPanel(o ? "info" : null)}
      />
      <MembersDialog
        conversation={conversation}
        viewerId={viewerId}
        open={panel === "members"}
        onOpenChange={(o) => setPanel(o ? "members" : null)}
      />
      <FilesDialog
        conversationId={conversation.id}
        open={panel === "files"}
        onOpenChange={(o) => setPanel(o ? "files" : null)}
        onAttach={() => composer.current?.attachFiles()}
      />
    </div>
  );
}
