import { ApiRequestError, errorMessage } from "@/lib/api-client";

type ToastText = { title: string; description: string };

/** docs/product/messages.md#login: the login failure toast for each kind of failure. */
export function loginErrorToast(error: unknown): ToastText {
  const title = "Erro no login";
  if (error instanceof ApiRequestError) {
    if (error.code === "INVALID_CREDENTIALS") return { title, description: "Email ou senha incorretos." };
    if (error.code === "EMAIL_NOT_VERIFIED") return { title, description: "Confirme seu email antes de fazer login." };
    if (error.code === "TOO_MANY_REQUESTS") {
      return { title, description: "Muitas tentativas. Tente novamente em alguns minutos." };
    }
  }
  // Any other refusal says the server's reason; only an answer without one gets the generic text.
  return { title, description: errorMessage(error, "Verifique suas credenciais e tente novamente.") };
}

/**
 * What the login says when an e-mail confirmation link sent the person here: the link confirms the
 * e-mail but signs nobody in (decision 090), so the password (and the code) come next.
 */
export function emailLinkNotice(outcome: string | null): string | null {
  if (outcome === "confirmado") return "Email confirmado! Entre com sua senha para continuar.";
  if (outcome === "invalido") {
    return "Link de confirmação inválido ou expirado. Entre com seu email e senha para pedir um novo link.";
  }
  return null;
}

/** The password was right but the two-factor step, downloaded with the login (decision 056), was not. */
export const nextStepNotLoadedToast: ToastText = {
  title: "Erro no login",
  description: "Não foi possível carregar a próxima etapa. Verifique sua conexão e tente novamente.",
};

/** docs/product/messages.md#registration: the registration failure toast; weak passwords list the server's reasons. */
export function registerErrorToast(error: unknown): ToastText {
  const title = "Erro ao criar conta";
  if (error instanceof ApiRequestError) {
    // E-mail or CPF already in use: one sentence from the server that names neither (no oracle).
    if (error.code === "CONFLICT") return { title, description: error.message };
    if (error.code === "WEAK_PASSWORD") {
      const reasons = error.fields?.password ?? [];
      if (reasons.length === 1 && reasons[0] === "A senha deve ter pelo menos 6 caracteres.") {
        return { title, description: reasons[0] };
      }
      return { title, description: reasons.length > 0 ? reasons.join(" ") : error.message };
    }
    if (error.code === "VALIDATION_ERROR" && error.fields?.email) {
      return { title, description: "Por favor, insira um email válido." };
    }
    if (error.code === "VALIDATION_ERROR" && error.fields?.password) {
      return { title, description: "A senha deve ter pelo menos 6 caracteres." };
    }
    if (error.code === "VALIDATION_ERROR" && error.fields?.cpf) return { title, description: error.message };
    if (error.code === "TOO_MANY_REQUESTS") return { title, description: error.message };
  }
  return { title, description: errorMessage(error, "Tente novamente.") };
}
