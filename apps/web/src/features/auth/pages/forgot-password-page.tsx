import { appRoutes } from "@alicerce/shared/routes";
import { forgotPasswordInputSchema, RESET_LINK_MINUTES } from "@alicerce/shared/schemas/account";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { lightCall } from "@/api/auth/light-call";
import { errorMessage } from "@/lib/api-client";
import { AuthLayout } from "../components/auth-layout";

/**
 * "Esqueci minha senha" (docs/product/accounts.md#password-reset): a page of its own, so /login
 * carries only a link. The answer is the same whether or not the e-mail has an account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle("Esqueci minha senha");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const answer = await lightCall("/api/auth/forgot-password", "post", parsed.data);
      setSent(answer.message);
    } catch (err) {
      toast({ title: "Erro", description: errorMessage(err), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Esqueci minha senha"
      subtitle="Informe o email da sua conta e enviaremos um link para criar uma nova senha."
    >
      {sent ? (
        <div role="status" className="grid gap-4 rounded-xl border bg-muted/40 p-5">
          <MailCheck className="size-8 text-primary" aria-hidden="true" />
          <p>{sent}</p>
          <p className="text-sm text-muted-foreground">
            O link vale por {RESET_LINK_MINUTES} minutos e pode ser usado uma única vez.
          </p>
          <Button variant="outline" onClick={() => setSent(null)}>
            Enviar novamente
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="forgot-email" label="Email" error={error}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="seu@email.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fieldAria("forgot-email", error)}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitting ? "Enviando..." : "Enviar link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Lembrou a senha?{" "}
        <Link to={appRoutes.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthLayout>
  );
}
