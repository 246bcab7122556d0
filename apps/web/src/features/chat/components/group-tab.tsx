import { appPaths } from "@alicerce/shared/routes";
import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import { groupChatInputSchema, type ChatUser } from "@alicerce/shared/schemas/chat";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Loader2, UsersRound } from "lucide-react";
import { CharacterCount, textLimit } from "@/components/form/character-count";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateGroupChat } from "@/api/chat/create-conversation";
import { PeoplePicker } from "./people-picker";
import { failureToast } from "./users-tab";

/**
 * "Criar Grupo": a name and members chosen with the people picker (the choice survives a new search).
 * Without a name or a member: "Selecione pelo menos um usuário e defina um nome para o grupo."
 */
export function GroupTab() {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<Map<string, ChatUser>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateGroupChat();
  const nameLimit = textLimit(name, CHAT_LIMITS.groupName);

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
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          placeholder="Ex.: Equipe da obra"
          aria-invalid={problem ? true : undefined}
          aria-describedby={
            [problem && `${id}-problem`, nameLimit.shown && `${id}-counter`].filter(Boolean).join(" ") || undefined
          }
        />
        {/* Never cut: past the limit the schema's "Use no máximo 120 caracteres." refuses it on "Criar". */}
        <CharacterCount id={`${id}-counter`} limit={nameLimit} />
      </div>
      <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <legend className="mb-2 text-sm font-medium">Membros ({chosen.size} selecionados)</legend>
        <PeoplePicker
          id={`${id}-members`}
          chosen={chosen}
          onChange={(next) => {
            setChosen(next);
            setProblem(null);
          }}
          chosenLabel="Membros escolhidos"
          removeLabel={(userName) => `Remover ${userName} do grupo`}
        />
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
