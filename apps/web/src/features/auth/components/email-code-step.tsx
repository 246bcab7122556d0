import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { EMAIL_CODE_REQUIRED, typedEmailCode } from "@alicerce/shared/login-code";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { PlainButton, PlainInput } from "@/components/ui/plain-controls";

/**
 * A login from a new device while strangers' wrong passwords fill the account's ceiling
 * (docs/product/accounts.md#login, decision 092): the code mailed to the account's address, with
 * which the login goes on. `onCode` sends it and answers the sentence to show on the field, if any.
 * Plain controls: /login's first load carries this step (decision 056).
 */
export function EmailCodeStep({
  onCode,
  onBack,
}: {
  onCode(code: string): Promise<string | undefined>;
  onBack(): void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedEmailCode(code);
    if (!typed) return setError(EMAIL_CODE_REQUIRED);
    setError(undefined);
    setSubmitting(true);
    const refusal = await onCode(typed);
    setSubmitting(false);
    setError(refusal);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Entrar com o código do email">
      <p className="text-sm text-muted-foreground">
        Houve muitas tentativas de senha erradas na sua conta. Para entrar por este aparelho, enviamos um código de 6
        dígitos para o seu email: digite-o abaixo. Ele vale por 10 minutos.
      </p>
      <FormField id="email-code" label="Código enviado por email" error={error}>
        <PlainInput
          name="email_code"
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...fieldAria("email-code", error)}
        />
      </FormField>
      <PlainButton type="submit" size="lg" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitting ? "Verificando..." : "Continuar"}
      </PlainButton>
      <button
        type="button"
        className="justify-self-start text-sm text-muted-foreground underline-offset-4 hover:underline"
        onClick={onBack}
      >
        Voltar
      </button>
    </form>
  );
}
