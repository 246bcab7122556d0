import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { ChatUser } from "@alicerce/shared/schemas/chat";
import { useState } from "react";
import { Check, X } from "lucide-react";
import { Combobox } from "@/components/combobox/combobox";
import { usePagedOptions, type MoreOption } from "@/components/combobox/use-paged-options";
import { Button } from "@/components/ui/button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { useChatUsers } from "@/api/chat/directory";
import { UserIdentity } from "./user-list";

type Option = { kind: "user"; user: ChatUser } | MoreOption;

/**
 * The chat's people picker (a new group's members, the people an admin adds): the shared combobox
 * (decision 098) over the user search, 20 a page ("Carregar mais usuários" or scrolling to the end reads
 * the next). Choosing a person puts them among the chosen, shown above the box, or takes them out, and
 * closes the list; an arrow opens it again for the next one. `exclude`: people not offered (already in).
 */
export function PeoplePicker({
  id,
  chosen,
  onChange,
  chosenLabel,
  removeLabel,
  exclude,
}: {
  id: string;
  chosen: ReadonlyMap<string, ChatUser>;
  onChange: (chosen: Map<string, ChatUser>) => void;
  /** The list of the chosen ("Membros escolhidos"). */
  chosenLabel: string;
  /** The chosen person's remove button ("Remover Ana do grupo"). */
  removeLabel: (name: string) => string;
  exclude?: ReadonlySet<string>;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), 250);
  const users = useChatUsers(q);
  const paged = usePagedOptions(users, { text, term: q, open });
  const found = paged.found.filter((user) => !exclude?.has(user.id));
  const options: Option[] = [...found.map((user) => ({ kind: "user" as const, user })), ...paged.more];

  const toggle = (user: ChatUser, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(user.id, user);
    else next.delete(user.id);
    onChange(next);
  };
  const choose = (option: Option) => {
    if (option.kind === "more") {
      paged.nextPage();
      return "stay";
    }
    toggle(option.user, !chosen.has(option.user.id));
    // The list closes so it covers nothing under it (the form's button); the box keeps the focus, and an
    // arrow or the next letters open it again for the next person.
    setOpen(false);
    setText("");
  };

  const failed = users.isError && !users.isFetchNextPageError;
  const status = failed
    ? CHAT_TEXTS.dataLoadFailed
    : users.isPending
      ? "Carregando usuários..."
      : found.length === 0
        ? "Nenhum usuário encontrado"
        : `${found.length} ${found.length === 1 ? "usuário encontrado" : "usuários encontrados"}${
            users.isFetchNextPageError ? `. ${CHAT_TEXTS.moreUsersFailed}` : users.hasNextPage ? ", há mais" : ""
          }`;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      {chosen.size > 0 && (
        <ul aria-label={chosenLabel} className="flex flex-wrap gap-2">
          {[...chosen.values()].map((user) => (
            <li key={user.id}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => toggle(user, false)}
                aria-label={removeLabel(user.name)}
              >
                <span className="max-w-40 truncate">{user.name}</span>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        id={id}
        label="Buscar usuários"
        placeholder="Buscar usuários..."
        text={text}
        onTextChange={setText}
        expanded={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        optionKey={(option) => (option.kind === "user" ? option.user.id : option.kind)}
        renderOption={(option) =>
          option.kind === "more" ? (
            paged.moreText("usuários")
          ) : (
            <span className="flex items-center gap-2">
              <Check className={cn("size-4 shrink-0", !chosen.has(option.user.id) && "invisible")} aria-hidden="true" />
              <UserIdentity user={option.user} />
            </span>
          )
        }
        optionClassName={(option) => (option.kind === "more" ? "text-primary" : undefined)}
        optionChecked={(option) => (option.kind === "user" ? chosen.has(option.user.id) : undefined)}
        onChoose={choose}
        listLabel="Usuários"
        status={status}
        empty={found.length === 0}
        {...paged.paging}
        listClassName="max-h-72 overflow-y-auto p-1"
      />
    </div>
  );
}
