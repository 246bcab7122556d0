import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError, errorMessage } from "@/lib/api-client";

/**
 * "Confirme sua senha" inside a dialog: the step every two-factor change starts with. The server's
 * refusal (a wrong password, too many tries) is shown on the field, and the typed text is kept.
 */
export function PasswordPrompt({
  id,
  submitLabel,
  destructive = false,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  destructive?: boolean;
  onSubmit(password: string): Promise<unknown>;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Informe sua senha.");
    setError(undefined);
    setPending(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError ? (failure.fields?.password?.[0] ?? failure.message) : errorMessage(failure),
      );
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={id} label="Sua senha" error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button
        type="submit"
        variant={destructive ? "destructive" : "default"}
        className="justify-self-end"
        disabled={pending}
      >
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
