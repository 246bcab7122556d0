import { useState, type FormEvent } from "react";
import { KeyRound, Loader2, Plus } from "lucide-react";
import type { Passkey } from "@alicerce/shared/schemas/passkeys";
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_NAME_REQUIRED,
  PASSKEY_NAME_TOO_LONG,
} from "@alicerce/shared/schemas/passkeys";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { QueryStates } from "@/components/list/query-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { addPasskey, removePasskey, renamePasskey, usePasskeyMutation, usePasskeys } from "@/api/account/passkeys";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { PasswordPrompt } from "./password-prompt";
import { StepDialog } from "./step-dialog";

type Open = { kind: "add" } | { kind: "rename" | "remove"; passkey: Passkey } | null;

/** "Passkeys" on Minha Conta → Configurações (docs/product/accounts.md#passkeys). */
export function PasskeysCard() {
  const query = usePasskeys();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Passkeys</h2>
        </CardTitle>
        <CardDescription>
          Entre sem digitar a senha nem o código: o aparelho confirma que é você com a digital, o rosto ou o PIN. Uma
          passkey vale pelas duas etapas do login.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={
            <div role="status" aria-label="Carregando passkeys..." className="grid gap-2">
              <Skeleton className="h-14 w-full" />
            </div>
          }
          errorTitle="Não foi possível carregar as passkeys."
        >
          {(data) =>
            data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma passkey cadastrada.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Passkeys da conta">
                {data.items.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    onRename={() => setOpen({ kind: "rename", passkey })}
                    onRemove={() => setOpen({ kind: "remove", passkey })}
                  />
                ))}
              </ul>
            )
          }
        </QueryStates>
        <Button variant="outline" className="justify-self-start" onClick={() => setOpen({ kind: "add" })}>
          <Plus aria-hidden="true" />
          Adicionar passkey
        </Button>
      </CardContent>
      <StepDialog
        open={open?.kind === "add"}
        onClose={close}
        title="Adicionar passkey"
        description="Dê um nome a ela e confirme sua senha; depois, o navegador pede a confirmação do aparelho."
      >
        <AddPasskey onDone={close} />
      </StepDialog>
      <StepDialog
        open={open?.kind === "rename"}
        onClose={close}
        title="Renomear passkey"
        description="O novo nome aparece nesta lista."
      >
        {open?.kind === "rename" && <RenamePasskey passkey={open.passkey} onDone={close} />}
      </StepDialog>
      <StepDialog
        open={open?.kind === "remove"}
        onClose={close}
        title={open?.kind === "remove" ? `Remover a passkey "${open.passkey.name}"?` : "Remover passkey"}
        description="Ela deixará de abrir sua conta. Confirme com sua senha."
      >
        {open?.kind === "remove" && <RemovePasskey passkey={open.passkey} onDone={close} />}
      </StepDialog>
    </Card>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename(): void; onRemove(): void }) {
  const used = passkey.last_used_at ? `último uso em ${dateAndTime(passkey.last_used_at)}` : "ainda não usada";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 items-center gap-3">
        <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {passkey.name}
            {/* Kept by a provider that syncs it across devices (iCloud Keychain, Google Password Manager…). */}
            {passkey.backed_up && <Badge variant="secondary">Sincronizada</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            Adicionada em {formatDate(passkey.created_at)} · {used}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onRename} aria-label={`Renomear a passkey ${passkey.name}`}>
          Renomear
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remover a passkey ${passkey.name}`}>
          Remover
        </Button>
      </div>
    </li>
  );
}

/** The name's own check, before anything is sent (the server says the same sentences). */
function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return PASSKEY_NAME_REQUIRED;
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) return PASSKEY_NAME_TOO_LONG;
  return undefined;
}

type Errors = { name?: string; password?: string; form?: string };

/** The server's refusal on its field, or under the form when it names none (a device's failure, an expired challenge). */
function refusalErrors(failure: unknown): Errors {
  if (failure instanceof ApiRequestError && failure.fields?.password) return { password: failure.fields.password[0] };
  if (failure instanceof ApiRequestError && failure.fields?.name) return { name: failure.fields.name[0] };
  return { form: errorMessage(failure, "Não foi possível adicionar a passkey. Tente de novo.") };
}

function AddPasskey({ onDone }: { onDone(): void }) {
  const add = usePasskeyMutation(addPasskey);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { name: nameProblem(name), password: password ? undefined : "Informe sua senha atual." };
    setErrors(found);
    if (found.name || found.password) return;
    try {
      toast({ title: (await add.mutateAsync({ name: name.trim(), password })).message });
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="passkey-name" label="Nome da passkey" error={errors.name}>
        <Input
          autoFocus
          maxLength={PASSKEY_NAME_MAX_LENGTH + 20}
          placeholder="Ex.: Celular, Notebook do trabalho"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...fieldAria("passkey-name", errors.name)}
        />
      </FormField>
      <FormField id="passkey-password" label="Sua senha" error={errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldAria("passkey-password", errors.password)}
        />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="justify-self-end" disabled={add.isPending}>
        {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {add.isPending ? "Aguardando o aparelho..." : "Adicionar passkey"}
      </Button>
    </form>
  );
}

function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const rename = usePasskeyMutation(renamePasskey);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    try {
      toast({ title: (await rename.mutateAsync({ id: passkey.id, name: name.trim() })).message });
      onDone();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError ? (failure.fields?.name?.[0] ?? failure.message) : errorMessage(failure),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="passkey-rename" label="Nome da passkey" error={error}>
        <Input
          autoFocus
          maxLength={PASSKEY_NAME_MAX_LENGTH + 20}
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...fieldAria("passkey-rename", error)}
        />
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={rename.isPending}>
        {rename.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Salvar
      </Button>
    </form>
  );
}

function RemovePasskey({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const remove = usePasskeyMutation(removePasskey);
  return (
    <PasswordPrompt
      id="passkey-remove-password"
      submitLabel="Remover passkey"
      destructive
      onSubmit={async (password) => {
        toast({ title: (await remove.mutateAsync({ id: passkey.id, password })).message });
        onDone();
      }}
    />
  );
}
