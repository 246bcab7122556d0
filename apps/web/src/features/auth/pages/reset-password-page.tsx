import { PASSWORD_HINT } from "@alicerce/shared/password-rules";
import { appRoutes } from "@alicerce/shared/routes";
import { INVALID_RESET_LINK, resetPasswordInputSchema } from "@alicerce/shared/schemas/account";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { lightCall } from "@/api/auth/light-call";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { AuthLayout } from "../components/auth-layout";

type Errors = { new_password?: string; confirm_password?: string };

/** The page the reset e-mail's link opens: a new password, twice; then /login. */
export function ResetPasswordPage() {
  useDocumentTitle("Redefinir senha");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [linkError, setLinkError] = useState<string | null>(token ? null : INVALID_RESET_LINK);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { token, new_password: password, confirm_password: confirmation };
    const parsed = resetPasswordInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors | "token";
        if (field === "token") setLinkError(issue.message);
        else found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await lightCall("/api/auth/reset-password", "post", parsed.data);
      toast({ title: "Senha redefinida", description: answer.message });
      navigate(appRoutes.login, { replace: true });
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : undefined;
      if (fields?.token) setLinkError(fields.token.join(" "));
      else if (fields?.new_password || fields?.confirm_password) {
        setErrors({
          new_password: fields.new_password?.join(" "),
          confirm_password: fields.confirm_password?.join(" "),
        });
      } else toast({ title: "Erro", description: errorMessage(err), variant: "destructive" });
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      {linkError ? (
        <div role="alert" className="grid gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5">
          <p>{linkError}</p>
          <Button asChild>
            <Link to={appRoutes.forgotPassword}>Pedir um novo link</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="reset-password" label="Nova senha" error={errors.new_password} hint={PASSWORD_HINT}>
            <Input
              type="password"
              name="new_password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldAria("reset-password", errors.new_password, PASSWORD_HINT)}
            />
          </FormField>
          <FormField id="reset-confirmation" label="Confirmar nova senha" error={errors.confirm_password}>
            <Input
              type="password"
              name="confirm_password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              {...fieldAria("reset-confirmation", errors.confirm_password)}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitting ? "Salvando..." : "Salvar nova senha"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link to={appRoutes.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthLayout>
  );
}
