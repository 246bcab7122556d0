import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { compactCode, isTotpCode, RECOVERY_CODE_REQUIRED, TWO_FACTOR_CODE_REQUIRED } from "@alicerce/shared/two-factor";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/api/auth/auth-provider";
import { ApiRequestError } from "@/lib/api-client";

type Kind = "totp" | "recovery";

/**
 * The login's second step (docs/product/accounts.md#two-factor): the 6 digits of the
 * authenticator app, or one of the recovery codes. A wrong code is said on the field; an expired
 * or spent challenge sends the person back to the password (`onRestart`).
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn(): void; onRestart(reason: string): void }) {
  const { completeTwoFactor } = useAuth();
  const [kind, setKind] = useState<Kind>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const switchKind = () => {
    setKind(kind === "totp" ? "recovery" : "totp");
    setCode("");
    setError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === "totp" && !isTotpCode(code)) return setError(TWO_FACTOR_CODE_REQUIRED);
    if (kind === "recovery" && !compactCode(code)) return setError(RECOVERY_CODE_REQUIRED);
    setError(undefined);
    setSubmitting(true);
    try {
      await completeTwoFactor({ kind, code });
      onSignedIn();
    } catch (failure) {
      setSubmitting(false);
      const message = failure instanceof ApiRequestError ? failure.message : "Não foi possível verificar o código.";
      if (failure instanceof ApiRequestError && (failure.status === 401 || failure.status === 429)) {
        onRestart(message);
      } else {
        setError(message);
      }
    }
  };

  const id = kind === "totp" ? "two-factor-code" : "recovery-code";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Verificação em duas etapas">
      <p className="text-sm text-muted-foreground">
        {kind === "totp"
          ? "Abra o aplicativo autenticador e digite o código de 6 dígitos da sua conta Alicerce."
          : "Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez."}
      </p>
      <FormField id={id} label={kind === "totp" ? "Código de verificação" : "Código de recuperação"} error={error}>
        <Input
          key={id}
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          maxLength={kind === "totp" ? 7 : 64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitting ? "Verificando..." : "Verificar"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={switchKind}
        >
          {kind === "totp" ? "Usar um código de recuperação" : "Usar o código do aplicativo"}
        </button>
        <button
          type="button"
          className="text-muted-foreground underline-offset-4 hover:underline"
          onClick={() => onRestart("")}
        >
          Voltar
        </button>
      </div>
    </form>
  );
}
