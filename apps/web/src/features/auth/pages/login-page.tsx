import { appRoutes, EMAIL_LINK_PARAM, RETURN_PATH_PARAM } from "@alicerce/shared/routes";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PlainLoaderIcon } from "@/components/ui/plain-icons";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { PlainButton, PlainInput } from "@/components/ui/plain-controls";
import { expectToast, toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import type { LoginResponse } from "@alicerce/shared/schemas/two-factor";
import { useAuth } from "@/api/auth/auth-provider";
import { ApiRequestError } from "@/lib/api-client";
import { AuthLayout } from "../components/auth-layout";
import { emailLinkNotice, loginErrorToast, nextStepNotLoadedToast } from "../auth-messages";

// The steps after the password (two-factor on, or a new device asked for the mailed code) are
// downloaded when the password is sent, while it is checked, not with the page: with them come
// Button and Input, so tailwind-merge, which the page itself avoids with PlainButton and PlainInput
// (decision 056).
const loadLaterSteps = () => import("../components/later-steps");
type LaterSteps = Awaited<ReturnType<typeof loadLaterSteps>>;
type TwoFactorStepComponent = LaterSteps["TwoFactorStep"];
type EmailCodeStepComponent = LaterSteps["EmailCodeStep"];

type Errors = { email?: string; password?: string };

// Two required fields need no form library: keeping this page light keeps /login's first load
// within the bundle budget. The server validates the same rules with the shared schema.
export function LoginPage() {
  const { login, acceptLogin } = useAuth();
  useDocumentTitle("Entrar");
  const navigate = useNavigate();
  const location = useLocation();
  // "Excluir minha conta" lands here with its confirmation (docs/product/privacy.md#deletion); an
  // e-mail confirmation link, with what it did (?email=confirmado|invalido).
  const notice =
    (location.state as { notice?: unknown } | null)?.notice ??
    emailLinkNotice(new URLSearchParams(location.search).get(EMAIL_LINK_PARAM));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account has two-factor on: the code is asked next, by this
  // component (set once its module has loaded, so it shows at once, with no loading state).
  const [TwoFactorStep, setTwoFactorStep] = useState<TwoFactorStepComponent | null>(null);
  // A new device while strangers' wrong passwords fill the account's ceiling: the code mailed to
  // the account is asked before the password is checked (decision 092).
  const [EmailCodeStep, setEmailCodeStep] = useState<EmailCodeStepComponent | null>(null);

  const signedIn = () => {
    toast({ title: "Login realizado com sucesso!", description: "Bem-vindo de volta." });
    // With a link's return path, GuestOnly takes the person there once the session is set (decision 121).
    if (!new URLSearchParams(location.search).has(RETURN_PATH_PARAM)) navigate(appRoutes.dashboard);
  };

  /** The next step the server's answer calls for. */
  const follow = async (answer: LoginResponse, laterSteps: ReturnType<typeof loadLaterSteps>) => {
    if ("email_code_required" in answer) {
      const step = await laterSteps.then((module) => module.EmailCodeStep).catch(() => null);
      if (step) setEmailCodeStep(() => step);
      else toast({ ...nextStepNotLoadedToast, variant: "destructive" });
      setSubmitting(false);
      return;
    }
    if ("two_factor_required" in answer) {
      const step = await laterSteps.then((module) => module.TwoFactorStep).catch(() => null);
      if (step) setTwoFactorStep(() => step);
      else toast({ ...nextStepNotLoadedToast, variant: "destructive" });
      setEmailCodeStep(null);
      setSubmitting(false);
      return;
    }
    signedIn();
  };

  const backToPassword = (failure?: unknown) => {
    setEmailCodeStep(null);
    setPassword("");
    setSubmitting(false);
    if (failure) toast({ ...loginErrorToast(failure), variant: "destructive" });
  };

  /** The mailed code, with the e-mail and password typed before; a refused code is said on its field. */
  const sendEmailCode = async (code: string) => {
    expectToast();
    const laterSteps = loadLaterSteps();
    laterSteps.catch(() => {});
    try {
      await follow(await login({ email, password, email_code: code }), laterSteps);
      return undefined;
    } catch (error) {
      const refusal = error instanceof ApiRequestError ? error.fields?.email_code : undefined;
      if (refusal) return refusal.join(" ");
      // A wrong password (the code is spent with it) or too many attempts: start again.
      console.error("Erro no login:", error);
      backToPassword(error);
      return undefined;
    }
  };

  // "Entrar com passkey": its code (the WebAuthn client) is downloaded on the click, not with the
  // page (decision 056, docs/decisions/124-passkeys.md). The passkey is the whole login: no code next.
  const signInWithPasskey = async () => {
    setSubmitting(true);
    const module = await import("../passkey-login").catch(() => null);
    if (!module) {
      toast({ ...nextStepNotLoadedToast, variant: "destructive" });
      return setSubmitting(false);
    }
    try {
      acceptLogin(await module.loginWithPasskey());
      signedIn();
    } catch (error) {
      toast({ ...loginErrorToast(error), variant: "destructive" });
      setSubmitting(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = "Informe seu email.";
    // The registration's words, before anything is sent. The shape only (name@domain.tld): the
    // server checks the full rule and its refusal says the same sentence (decision 121).
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = "Por favor, insira um email válido.";
    if (!password) found.password = "Informe sua senha.";
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    expectToast(); // the answer's toast shows as the dashboard opens, not after it
    const laterSteps = loadLaterSteps();
    laterSteps.catch(() => {}); // awaited, and its failure said, only when the answer asks for it
    try {
      await follow(await login({ email, password }), laterSteps);
    } catch (error) {
      console.error("Erro no login:", error);
      toast({ ...loginErrorToast(error), variant: "destructive" });
      setSubmitting(false);
    }
  };

  if (TwoFactorStep) {
    return (
      <AuthLayout title="Verificação em duas etapas" subtitle={`Entrando como ${email.trim()}`}>
        <TwoFactorStep
          onSignedIn={signedIn}
          onRestart={(reason) => {
            setTwoFactorStep(null);
            setPassword("");
            if (reason) toast({ title: "Erro no login", description: reason, variant: "destructive" });
          }}
        />
      </AuthLayout>
    );
  }

  if (EmailCodeStep) {
    return (
      <AuthLayout title="Confirme que é você" subtitle={`Entrando como ${email.trim()}`}>
        <EmailCodeStep onCode={sendEmailCode} onBack={() => backToPassword()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Entrar" subtitle="Acesse sua conta para acompanhar seus projetos e investimentos.">
      {typeof notice === "string" && (
        <p role="status" className="mb-5 rounded-lg border bg-muted p-3 text-sm">
          {notice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="email" label="Email" error={errors.email}>
          <PlainInput
            type="email"
            name="email"
            autoComplete="email"
            placeholder="seu@email.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...fieldAria("email", errors.email)}
          />
        </FormField>
        <FormField id="password" label="Senha" error={errors.password}>
          <PlainInput
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldAria("password", errors.password)}
          />
        </FormField>
        <Link
          to={appRoutes.forgotPassword}
          className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Esqueci minha senha
        </Link>
        <PlainButton type="submit" size="lg" disabled={submitting}>
          {submitting && <PlainLoaderIcon className="animate-spin" />}
          {submitting ? "Entrando..." : "Entrar"}
        </PlainButton>
      </form>
      <button
        type="button"
        onClick={signInWithPasskey}
        disabled={submitting}
        className="mt-4 w-full text-center text-sm font-medium text-primary underline-offset-4 hover:underline disabled:opacity-50"
      >
        Entrar com passkey
      </button>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Não tem uma conta?{" "}
        <Link to={appRoutes.register} className="font-medium text-primary underline-offset-4 hover:underline">
          Criar Conta
        </Link>
      </p>
    </AuthLayout>
  );
}
