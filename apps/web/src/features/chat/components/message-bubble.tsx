import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import type { Message } from "@alicerce/shared/schemas/chat";
import type { ReactNode } from "react";
import {
  AlertCircle,
  Clock,
  CornerUpRight,
  FileText,
  Forward,
  MoreVertical,
  Pencil,
  Reply,
  RotateCw,
  Star,
  Trash2,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { formatFileSize } from "@/lib/format";
import { formatMessageTime } from "./chat-format";
import { MessageText } from "./message-text";
import type { PendingMessage } from "./pending-message";

export type MessageActions = {
  onMarkImportant: (message: Message) => void;
  onReply: (message: Message) => void;
  onForward: (message: Message) => void;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
};

const EDIT_WINDOW_MS = CHAT_LIMITS.editWindowMinutes * 60_000;

/** Whether "Editar" is offered: own, not deleted, not a forwarded copy, within the window (the server checks again). */
export function canEdit(message: Message, now: number = Date.now()): boolean {
  return (
    !message.deleted_at && !message.forwarded_from && now - new Date(message.created_at).getTime() < EDIT_WINDOW_MS
  );
}

function Quote({ reply }: { reply: NonNullable<Message["reply_to"]> }) {
  return (
    <blockquote className="mb-1 rounded-md border-l-4 border-current/40 bg-black/5 px-2 py-1 text-xs">
      <span className="block font-semibold">{reply.sender_name}</span>
      <span
        className={cn(
          "line-clamp-3 whitespace-pre-wrap [overflow-wrap:anywhere] opacity-90",
          reply.deleted && "italic",
        )}
      >
        {reply.deleted ? CHAT_TEXTS.deletedMessage : reply.content || "Arquivo"}
      </span>
    </blockquote>
  );
}

function Bubble({ own, children, className }: { own: boolean; children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[70%]",
        own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The menu of a message: others' may be marked important; one's own edited (15 minutes) and deleted. */
function MessageMenu({ message, own, actions }: { message: Message; own: boolean; actions: MessageActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label="Ações da mensagem">
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={own ? "end" : "start"}>
        {!own && !message.is_important && (
          <DropdownMenuItem onSelect={() => actions.onMarkImportant(message)}>
            <Star aria-hidden="true" />
            Marcar como importante
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.onReply(message)}>
          <Reply aria-hidden="true" />
          Responder
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onForward(message)}>
          <Forward aria-hidden="true" />
          Encaminhar
        </DropdownMenuItem>
        {own && canEdit(message) && (
          <DropdownMenuItem onSelect={() => actions.onEdit(message)}>
            <Pencil aria-hidden="true" />
            Editar
          </DropdownMenuItem>
        )}
        {own && (
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(message)}>
            <Trash2 aria-hidden="true" />
            Apagar
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A stored message: own on the right, others' on the left, each with its menu of actions. */
export function MessageBubble({
  message,
  own,
  showSender,
  actions,
  highlighted = false,
  query,
}: {
  message: Message;
  own: boolean;
  showSender: boolean;
  actions: MessageActions;
  /** Just jumped to from a search result: outlined for a moment. */
  highlighted?: boolean;
  /** A search's text, marked where it appears. */
  query?: string;
}) {
  const time = formatMessageTime(message.created_at);
  const deleted = message.deleted_at !== null;
  return (
    <li
      id={`message-${message.id}`}
      className={cn("group flex items-end gap-1", own ? "justify-end" : "justify-start")}
      aria-label={`${own ? "Você" : message.sender.name}, ${time}${message.is_important ? ", importante" : ""}${deleted ? ", apagada" : message.edited_at ? ", editada" : ""}`}
    >
      {own && !deleted && <MessageMenu message={message} own actions={actions} />}
      <Bubble own={own} className={cn(highlighted && "ring-4 ring-amber-400 transition-shadow")}>
        {showSender && !own && <p className="mb-0.5 text-xs font-semibold text-primary">{message.sender.name}</p>}
        {message.forwarded_from && (
          <p className="mb-1 flex items-center gap-1 text-xs italic opacity-80">
            <CornerUpRight className="size-3" aria-hidden="true" />
            {CHAT_TEXTS.forwardedLabel} · de {message.forwarded_from.sender_name}
          </p>
        )}
        {message.reply_to && !deleted && <Quote reply={message.reply_to} />}
        {deleted ? (
          <p className="italic opacity-80">{CHAT_TEXTS.deletedMessage}</p>
        ) : (
          message.content && (
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              <MessageText content={message.content} mentions={message.mentions} own={own} query={query} />
            </p>
          )
        )}
        {message.attachments.length > 0 && (
          <ul className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-1" aria-label="Arquivos da mensagem">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.download_url}
                  download={file.name}
                  className={cn(
                    "flex min-w-0 items-center gap-2 rounded-md px-2 py-1 text-xs underline-offset-2 hover:underline",
                    own ? "bg-white/15" : "bg-background",
                  )}
                >
                  <FileText className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{file.name}</span>
                  <span className="shrink-0 opacity-70">{formatFileSize(file.size)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 flex items-center justify-end gap-1 text-[11px] opacity-75">
          {message.is_important && (
            <Star
              className="size-3 fill-current text-amber-400"
              role="img"
              aria-label={message.important_by ? `Importante, marcada por ${message.important_by.name}` : "Importante"}
            >
              {message.important_by && <title>Marcada como importante por {message.important_by.name}</title>}
            </Star>
          )}
          {message.edited_at && !deleted && <span>{CHAT_TEXTS.editedLabel}</span>}
          <time dateTime={message.created_at}>{time}</time>
        </p>
      </Bubble>
      {!own && !deleted && <MessageMenu message={message} own={false} actions={actions} />}
    </li>
  );
}

/** An own send not yet confirmed: "Enviando…", or "Não enviada" with a retry that reuses its client id. */
export function PendingBubble({ pending, onRetry }: { pending: PendingMessage; onRetry: (p: PendingMessage) => void }) {
  return (
    <li className="flex items-end justify-end gap-1" aria-label="Você, mensagem pendente">
      <div
        className={cn(
          "flex max-w-[85%] min-w-0 flex-col items-end opacity-80 sm:max-w-[70%]",
          pending.status === "failed" && "opacity-100",
        )}
      >
        <Bubble own className="max-w-full sm:max-w-full">
          {pending.reply_to && <Quote reply={pending.reply_to} />}
          {pending.content && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{pending.content}</p>}
          {pending.attachment_names.map((name) => (
            <p key={name} className="mt-1 flex items-center gap-1 text-xs">
              <FileText className="size-3.5" aria-hidden="true" />
              <span className="truncate">{name}</span>
            </p>
          ))}
          <p className="mt-1 flex items-center justify-end gap-1 text-[11px]">
            {pending.status === "sending" ? (
              <>
                <Clock className="size-3" aria-hidden="true" />
                Enviando…
              </>
            ) : (
              <>
                <AlertCircle className="size-3" aria-hidden="true" />
                Não enviada
              </>
            )}
          </p>
        </Bubble>
        {pending.status === "failed" && (
          <div className="mt-1 flex justify-end">
            <Button size="sm" variant="outline" onClick={() => onRetry(pending)}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
