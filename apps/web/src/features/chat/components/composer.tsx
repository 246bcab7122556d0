import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import { acceptedTypesText } from "@alicerce/shared/file-rules";
import type { Message } from "@alicerce/shared/schemas/chat";
import {
  useLayoutEffect,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from "react";
import { AlertCircle, Check, Loader2, Paperclip, Send, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FilePicker, toastRefusals } from "@/components/form";
import { CharacterCount, textLimit } from "@/components/form/character-count";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { cn } from "@/lib/cn";
import { insertMention, matchMembers, mentionAt, type Mentionable } from "./mention-query";

export type ComposerHandle = { attachFiles: () => void; focus: () => void };
export type Draft = { content: string; attachmentIds: string[]; attachmentNames: string[]; mentionIds: string[] };
export type EditDraft = { content: string; mentionIds: string[] };

/**
 * The text box at the bottom (docs/product/chat.md#conversation): Enter sends, Shift+Enter is a
 * newline; nothing is sent when the trimmed text is empty (and no file is attached) or while a send is
 * in progress. Files go through the form layer's screening (type, content, 10 MB) and upload at once.
 */
export function Composer({
  onSend,
  sending,
  replyTo,
  onCancelReply,
  editing = null,
  onSaveEdit,
  onCancelEdit,
  members = [],
  onTyping,
  handle,
}: {
  onSend: (draft: Draft) => void;
  sending: boolean;
  replyTo: Message | null;
  onCancelReply: () => void;
  /** One's own message being edited: the box holds its text and Enter saves it. */
  editing?: Message | null;
  onSaveEdit?: (message: Message, draft: EditDraft) => void;
  onCancelEdit?: () => void;
  /** The other members, offered when "@" is typed. */
  members?: readonly Mentionable[];
  /** Called as the person types (the caller throttles what it sends). */
  onTyping?: () => void;
  handle?: Ref<ComposerHandle>;
}) {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [text, setText] = useState("");
  const [mentioned, setMentioned] = useState<Message["mentions"]>([]);
  const textBeforeEdit = useRef("");

  // Starting an edit puts the message's text in the box (what was being typed comes back after).
  useEffect(() => {
    if (!editing) return;
    setText((current) => {
      textBeforeEdit.current = current;
      return editing.content;
    });
    setMentioned(editing.mentions);
    textarea.current?.focus();
  }, [editing]);

  /** The chosen members whose "@Name" is still in the text. */
  const mentionIds = (content: string) => [
    ...new Set(mentioned.filter((m) => content.includes(`@${m.name}`)).map((m) => m.id)),
  ];

  const typingMention = mentionAt(text, caret);
  const suggestions =
    typingMention && typingMention.start !== dismissedAt ? matchMembers(members, typingMention.query) : [];
  const open = suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  const choose = (member: Mentionable) => {
    if (!typingMention) return;
    const next = insertMention(text, typingMention, member.name);
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    setMentioned((list) => [...list.filter((m) => m.id !== member.id), member]);
    caretAfterCommit.current = next.caret;
    textarea.current?.focus();
  };

  // The caret goes after the inserted name as soon as React writes the new text, before the next key
  // is handled: a frame later would be too late for a fast typist (the next letter would land before it).
  const caretAfterCommit = useRef<number | null>(null);
  useLayoutEffect(() => {
    const position = caretAfterCommit.current;
    if (position === null) return;
    caretAfterCommit.current = null;
    textarea.current?.setSelectionRange(position, position);
  }, [text]);

  const stopEditing = () => {
    setText(textBeforeEdit.current);
    setMentioned([]);
    onCancelEdit?.();
  };
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploads = useFileUploads();

  useImperativeHandle(handle, () => ({
    attachFiles: () => fileInput.current?.click(),
    focus: () => textarea.current?.focus(),
  }));

  const ready = uploads.items.filter((i) => i.status === "done");
  // A text past the limit is kept whole and not sent (no maxlength cutting a long paste unseen): the
  // counter and the sentence say so until it fits.
  const limit = textLimit(text, CHAT_LIMITS.messageContent);
  const canSend = !sending && !uploads.busy && !limit.over && (text.trim().length > 0 || ready.length > 0);

  const send = () => {
    if (limit.over) return;
    if (editing) {
      const content = text.trim();
      if (!content) return;
      onSaveEdit?.(editing, { content, mentionIds: mentionIds(content) });
      setText(textBeforeEdit.current);
      setMentioned([]);
      return;
    }
    if (!canSend) return;
    onSend({
      content: text.trim(),
      attachmentIds: uploads.doneIds,
      attachmentNames: ready.map((i) => i.name),
      mentionIds: mentionIds(text.trim()),
    });
    setText("");
    setMentioned([]);
    uploads.items.forEach((item) => uploads.remove(item.key));
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
        event.preventDefault();
        choose(suggestions[activeIndex]!);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissedAt(typingMention!.start);
        return;
      }
    }
    if (event.key === "Escape" && editing) {
      event.preventDefault();
      stopEditing();
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="border-t bg-background px-3 py-2 sm:px-4">
      {editing && (
        <div className="mb-2 flex items-start gap-2 rounded-md border-l-4 border-amber-500 bg-muted px-2 py-1 text-xs">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">Editando mensagem</p>
            <p className="truncate text-muted-foreground">{editing.content}</p>
          </div>
          <Button variant="ghost" size="icon" className="size-6" onClick={stopEditing} aria-label="Cancelar edição">
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {replyTo && !editing && (
        <div className="mb-2 flex items-start gap-2 rounded-md border-l-4 border-primary bg-muted px-2 py-1 text-xs">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">Respondendo a {replyTo.sender.name}</p>
            <p className="truncate text-muted-foreground">{replyTo.content || "Arquivo"}</p>
          </div>
          <Button variant="ghost" size="icon" className="size-6" onClick={onCancelReply} aria-label="Cancelar resposta">
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label="Arquivos a enviar" className="mb-2 flex flex-wrap gap-2">
          {uploads.items.map((item) => (
            <li
              key={item.key}
              className="flex max-w-full items-center gap-1 rounded-md border bg-muted px-2 py-1 text-xs"
            >
              {item.status === "uploading" && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
              {item.status === "error" && <AlertCircle className="size-3 text-destructive" aria-hidden="true" />}
              <span className="max-w-40 truncate">{item.name}</span>
              {item.status === "uploading" && <span className="tabular-nums">{item.progress}%</span>}
              {item.status === "error" && <span className="text-destructive">{item.error}</span>}
              <button
                type="button"
                className="rounded-sm p-0.5 hover:bg-background"
                onClick={() => uploads.remove(item.key)}
                aria-label={`Remover ${item.name}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Mencionar membro"
          className="mb-2 max-h-48 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {suggestions.map((member, i) => (
            <li
              key={member.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className={cn("cursor-pointer rounded-sm px-2 py-1.5", i === activeIndex && "bg-accent")}
              // Chosen on mousedown, before the text box loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
            >
              {member.name}
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <FilePicker
          kind="document"
          room={CHAT_LIMITS.attachmentsPerMessage - uploads.items.length}
          tooMany={`Anexe no máximo ${CHAT_LIMITS.attachmentsPerMessage} arquivos.`}
          onFiles={(files) => files.forEach((file) => uploads.start(file, "document"))}
          // One toast at a time (docs/product/formats-and-layout.md#toasts): the last refusal.
          onRefused={(refusals) => toastRefusals(refusals.slice(-1))}
          input={{ testId: "chat-attachments-input" }}
          inputRef={fileInput}
          variant="ghost"
          size="icon"
          className="size-10 shrink-0"
          disabled={Boolean(editing) || uploads.items.length >= CHAT_LIMITS.attachmentsPerMessage}
          aria-label="Anexar arquivos"
          title={`${acceptedTypesText("document")}, até 10MB cada`}
        >
          <Paperclip aria-hidden="true" />
        </FilePicker>
        <label htmlFor="chat-composer" className="sr-only">
          Mensagem
        </label>
        <textarea
          id="chat-composer"
          ref={textarea}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
            // Out of the dismissed "@…": the next "@" offers the list again.
            if (!mentionAt(event.target.value, event.target.selectionStart)) setDismissedAt(null);
            if (event.target.value.length > text.length) onTyping?.();
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
          aria-invalid={limit.over || undefined}
          aria-describedby={
            [limit.shown && "chat-composer-counter", limit.over && "chat-composer-too-long"]
              .filter(Boolean)
              .join(" ") || undefined
          }
          rows={1}
          placeholder="Digite sua mensagem..."
          className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base outline-none [field-sizing:content] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
        <Button
          type="button"
          size="icon"
          className="size-10 shrink-0"
          onClick={send}
          disabled={editing ? text.trim().length === 0 || limit.over : !canSend}
          aria-label={editing ? "Salvar edição" : "Enviar mensagem"}
        >
          {editing ? (
            <Check aria-hidden="true" />
          ) : sending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
        </Button>
      </div>
      {limit.over && (
        <p id="chat-composer-too-long" role="alert" className="mt-1 text-sm text-destructive">
          {CHAT_TEXTS.messageTooLong}
        </p>
      )}
      <CharacterCount id="chat-composer-counter" limit={limit} className="mt-1" />
    </div>
  );
}
