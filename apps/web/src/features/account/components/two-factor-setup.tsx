import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { isTotpCode, TWO_FACTOR_CODE_REQUIRED, type TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { confirmTwoFactorSetup, startTwoFactorSetup, useTwoFactorMutation } from "@/api/account/two-factor";
import { errorMessage } from "@/lib/api-client";
import { PasswordPrompt } from "./password-prompt";
import { RecoveryCodes } from "./recovery-codes";

/** "ABCD EFGH …": the key is easier to type into the app in groups of four. */
const grouped = (secret: string) =>
  secret
    .replace(/=+$/, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();

/**
 * Turning two-factor on, in three steps: the password; the QR code (or its key typed by hand) and
 * the app's first code; then the recovery codes, shown once.
 */
export function TwoFactorSetupFlow({ onDone }: { onDone(): void }) {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [confirmed, setConfirmed] = useState(false);
  if (!setup) {
    return (
      <PasswordPrompt
        id="two-factor-setup-password"
        submitLabel="Continuar"
        onSubmit={async (password) => setSetup(await startTwoFactorSetup(password))}
      />
    );
  }
  if (!confirmed) return <ScanStep setup={setup} onConfirmed={() => setConfirmed(true)} />;
  return <RecoveryCodes codes={setup.recovery_codes} onDone={onDone} />;
}

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed(): void }) {
  const confirm = useTwoFactorMutation(confirmTwoFactorSetup);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const id = "two-factor-first-code";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) return setError(TWO_FACTOR_CODE_REQUIRED);
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (answer) => {
        toast({ title: answer.message });
        onConfirmed();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Abra o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Leia o QR code abaixo com o aplicativo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <img
        src={setup.qr_code}
        alt="QR code para adicionar a conta Alicerce ao aplicativo autenticador"
        width={192}
        height={192}
        className="size-48 justify-self-center rounded-lg border bg-white p-2"
      />
      <div className="grid gap-1 text-sm">
        <p className="text-muted-foreground">Não consegue ler o QR code? Digite esta chave no aplicativo:</p>
        <code data-testid="two-factor-secret" className="rounded bg-muted px-2 py-1 font-mono break-all">
          {grouped(setup.secret)}
        </code>
      </div>
      <FormField id={id} label="Código do aplicativo" error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={confirm.isPending}>
        {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Ativar
      </Button>
    </form>
  );
}
