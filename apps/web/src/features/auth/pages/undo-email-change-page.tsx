import { appRoutes } from "@alicerce/shared/routes";
import { INVALID_UNDO_LINK, undoEmailChangeInputSchema } from "@alicerce/shared/schemas/account";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Loader2, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { lightCall } from "@/api/auth/light-call";
import { useAuth } from "@/api/auth/auth-provider";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { AuthLayout } from "../components/auth-layout";

/**
 * The undo link mailed to the old address after an e-mail change
 * (docs/product/account-and-notifications.md#settings). It asks before acting: opening a link (a
 * mail scanner does) must not end anyone's sessions. Afterwards every session of the account is
 * gone, this browser's too, and the person is sent to choose a new password.
 */
export function UndoEmailChangePage() {
  useDocumentTitle("Desfazer troca de email");
  const { replaceUser } = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const valid = undoEmailChangeInputSchema.safeParse({ token }).success;
  const [linkError, setLinkError] = useState<string | null>(valid ? null : INVALID_UNDO_LINK);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const undo = async () => {
    setSubmitting(true);
    try {
      const answer = await lightCall("/api/account/email/undo", "post", { token });
      // The server ended every session of the account, this browser's included.
      replaceUser(null);
      setDone(answer.message);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status < 500 && err.status !== 429) setLinkError(err.message);
      else toast({ title: "Erro", description: errorMessage(err), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Desfazer troca de email"
      subtitle="Se você não trocou o email da sua conta, desfaça a troca aqui."
    >
      {done ? (
        <div role="status" className="grid gap-4 rounded-xl border bg-muted/40 p-5">
          <p>{done}</p>
          <Button asChild>
            <Link to={appRoutes.forgotPassword}>Esqueci minha senha</Link>
          </Button>
        </div>
      ) : linkError ? (
        <div role="alert" className="grid gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5">
          <p>{linkError}</p>
          <Button asChild variant="outline">
            <Link to={appRoutes.login}>Ir para o login</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-5">
          <p className="flex items-start gap-2 text-sm">
            <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            Sua conta volta a usar este email e todas as sessões abertas nela são encerradas, inclusive a de quem fez a
            troca. Depois, redefina sua senha.
          </p>
          <Button type="button" size="lg" onClick={undo} disabled={submitting}>
            {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitting ? "Desfazendo..." : "Desfazer troca de email"}
          </Button>
          <p className="text-sm text-muted-foreground">Se foi você quem trocou o email, não precisa fazer nada.</p>
        </div>
      )}
    </AuthLayout>
  );
}
