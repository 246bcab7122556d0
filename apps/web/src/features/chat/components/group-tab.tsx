import { NextPageFailure } from "@/components/list/load-more";
import { appPaths } from "@alicerce/shared/routes";
import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import { groupChatInputSchema, type ChatUser } from "@alicerce/shared/schemas/chat";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Loader2, UsersRound, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { QueryStates } from "@/components/list/query-states";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateGroupChat } from "@/api/chat/create-conversation";
import { failureToast, useUserSearch } from "./users-tab";
import { ListSkeleton, MoreButton, UserIdentity } from "./user-list";

/**
 * "Criar Grupo": a name and members picked from the shared search (the choice survives a new
 * search). Without a name or a member: "Selecione pelo menos um usuário e defina um nome para o grupo."
 */
export function GroupTab({ q }: { q: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<Map<string, ChatUser>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const { query, users } = useUserSearch(q);
  const create = useCreateGroupChat();

  const toggle = (user: ChatUser, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = groupChatInputSchema.safeParse({ name, member_ids: [...chosen.keys()] });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CHAT_TEXTS.groupRule;
      setProblem(message);
      failureToast(message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (conversation) => navigate(appPaths.chat(conversation.id)),
      onError: () => failureToast(CHAT_TEXTS.groupCreateFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <Label htmlFor={`${id}-name`}>Nome do grupo</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={CHAT_LIMITS.groupName}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          placeholder="Ex.: Equipe da obra"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      {chosen.size > 0 && (
        <ul aria-label="Membros escolhidos" className="flex flex-wrap gap-2">
          {[...chosen.values()].map((user) => (
            <li key={user.id}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => toggle(user, false)}
                aria-label={`Remover ${user.name} do grupo`}
              >
                <span className="max-w-40 truncate">{user.name}</span>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <legend className="mb-2 text-sm font-medium">Membros ({chosen.size} selecionados)</legend>
        <QueryStates
          query={query}
          pending={<ListSkeleton label="Carregando usuários..." rows={4} />}
          errorTitle={CHAT_TEXTS.dataLoadFailed}
          showCause={false}
          compact
          isEmpty={() => users.length === 0}
          empty={<p className="text-sm text-muted-foreground">Nenhum usuário encontrado</p>}
        >
          {() => (
            <div className="max-h-72 overflow-y-auto rounded-lg border">
              <ul className="divide-y">
                {users.map((user) => {
                  const checkboxId = `${id}-member-${user.id}`;
                  return (
                    <li key={user.id} className="flex items-center gap-3 px-3 py-2">
                      <Checkbox
                        id={checkboxId}
                        checked={chosen.has(user.id)}
                        onCheckedChange={(value) => toggle(user, value === true)}
                        aria-label={user.name}
                      />
                      <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer">
                        <UserIdentity user={user} />
                      </label>
                    </li>
                  );
                })}
              </ul>
              {query.hasNextPage && (
                <MoreButton>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="mb-2"
                    onClick={() => query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                  >
                    Carregar mais
                  </Button>
                </MoreButton>
              )}
              <NextPageFailure failed={query.isFetchNextPageError} text={CHAT_TEXTS.moreUsersFailed} />
            </div>
          )}
        </QueryStates>
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <UsersRound aria-hidden="true" />
          )}
          Criar Grupo
        </Button>
      </div>
    </form>
  );
}
