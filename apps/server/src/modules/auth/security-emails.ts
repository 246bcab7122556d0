import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { appRoutes } from "@alicerce/shared/routes";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { browserName } from "./device-name.ts";

/**
 * Security e-mails (docs/product/accounts.md#security-e-mails, docs/decisions/125-security-emails.md):
 * what changed in the account's protection, when (São Paulo), from which browser and network, and
 * what to do if it was not the owner. Account mail: sent whatever the e-mail preferences say.
 */
export type SecurityEventKind =
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "recovery_code_used"
  | "recovery_codes_renewed"
  | "passkey_added"
  | "passkey_removed"
  | "password_changed"
  | "new_device_login"
  | "account_deletion_requested";

/** Where the action came from: the address as the app derives it (request.ip) and the User-Agent. */
export type SecurityEventOrigin = { ip: string; userAgent: string | null | undefined };

export type SecurityEvent = {
  kind: SecurityEventKind;
  userId: string;
  origin: SecurityEventOrigin;
  /** When it happened; now by default. */
  at?: Date;
  /** The passkey's name, for passkey_added and passkey_removed. */
  passkeyName?: string | null;
};

/** The origin of a Fastify request: `request.ip` follows the TRUST_PROXY rule, never a raw header. */
export function securityEventOrigin(request: {
  ip: string;
  headers: { "user-agent"?: string | undefined };
}): SecurityEventOrigin {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

type Recipient = { email: string; name: string };

type Wording = { subject: string; what: (input: SecurityEvent) => string; ifNotYou: string };

const SECURITY_TAB = `${appRoutes.profile}?aba=configuracoes`;
const PASSWORD_ADVICE = `troque sua senha agora em Minha Conta → Configurações (%TAB%); se não conseguir entrar, use "Esqueci minha senha" na página de login.`;
const SESSIONS_ADVICE = `Depois, em Minha Conta → Configurações, encerre as sessões que você não reconhece e ative a verificação em duas etapas.`;

const named = (event: SecurityEvent) => (event.passkeyName ? ` "${event.passkeyName}"` : "");

const WORDINGS: Record<SecurityEventKind, Wording> = {
  two_factor_enabled: {
    subject: "Verificação em duas etapas ativada na sua conta do Alicerce",
    what: () => "A verificação em duas etapas foi ativada na sua conta.",
    // Whoever turned it on holds the codes: the owner may be the one locked out now.
    ifNotYou: `alguém entrou na sua conta e a protegeu com um aplicativo que não é o seu: ${PASSWORD_ADVICE} Se o login passou a pedir um código que você não tem, responda a este email ou escreva para o suporte do Alicerce.`,
  },
  two_factor_disabled: {
    subject: "Verificação em duas etapas desativada na sua conta do Alicerce",
    what: () => "A verificação em duas etapas foi desativada na sua conta. O login agora pede apenas a senha.",
    ifNotYou: `alguém entrou na sua conta com a sua senha: ${PASSWORD_ADVICE} ${SESSIONS_ADVICE}`,
  },
  recovery_code_used: {
    subject: "Um código de recuperação foi usado na sua conta do Alicerce",
    what: () =>
      "Um dos seus códigos de recuperação foi usado para concluir um login na sua conta. Esse código não vale mais.",
    ifNotYou: `alguém tem a sua senha e os seus códigos de recuperação: ${PASSWORD_ADVICE} Em seguida, gere novos códigos de recuperação e encerre as sessões que você não reconhece.`,
  },
  recovery_codes_renewed: {
    subject: "Novos códigos de recuperação na sua conta do Alicerce",
    what: () => "Novos códigos de recuperação foram gerados para a sua conta. Os códigos anteriores não valem mais.",
    ifNotYou: `alguém entrou na sua conta: ${PASSWORD_ADVICE} ${SESSIONS_ADVICE}`,
  },
  passkey_added: {
    subject: "Chave de acesso adicionada à sua conta do Alicerce",
    what: (event) => `A chave de acesso${named(event)} foi adicionada à sua conta. Ela permite entrar sem a senha.`,
    ifNotYou: `remova essa chave de acesso e ${PASSWORD_ADVICE} ${SESSIONS_ADVICE}`,
  },
  passkey_removed: {
    subject: "Chave de acesso removida da sua conta do Alicerce",
    what: (event) => `A chave de acesso${named(event)} foi removida da sua conta.`,
    ifNotYou: `alguém entrou na sua conta com a sua senha: ${PASSWORD_ADVICE} ${SESSIONS_ADVICE}`,
  },
  password_changed: {
    subject: "A senha da sua conta no Alicerce foi alterada",
    what: () => "A senha da sua conta foi alterada. As outras sessões da conta foram encerradas.",
    ifNotYou: `redefina a senha agora pelo "Esqueci minha senha" da página de login: o link chega a este email, e a redefinição encerra todas as sessões da conta. ${SESSIONS_ADVICE}`,
  },
  new_device_login: {
    subject: "Novo acesso à sua conta do Alicerce",
    what: () => "Houve um login na sua conta a partir de um navegador que ainda não tinha sido usado nela.",
    ifNotYou: `${PASSWORD_ADVICE} ${SESSIONS_ADVICE}`,
  },
  account_deletion_requested: {
    subject: "Pedido de exclusão da sua conta no Alicerce",
    what: () =>
      "Foi pedida a exclusão da sua conta, confirmada com a senha. Seus dados pessoais foram apagados e as sessões encerradas; os registros que a lei manda guardar (investimentos, contratos assinados) continuam guardados.",
    ifNotYou:
      "responda a este email ou escreva para o suporte do Alicerce imediatamente, informando a data e o horário acima: alguém tinha a sua senha e uma sessão aberta na sua conta.",
  },
};

/** The line every security e-mail has, naming the network (the tests of other mail leave these out by it). */
export const NETWORK_LINE = "Rede (endereço IP): ";

/** The message for one event, to the account's address as it is now. */
export function securityEmail(recipient: Recipient, event: SecurityEvent, publicUrl: string): MailMessage {
  const wording = WORDINGS[event.kind];
  const tab = `${publicUrl}${SECURITY_TAB}`;
  const ifNotYou = wording.ifNotYou.replaceAll("%TAB%", tab);
  return {
    to: recipient.email,
    subject: wording.subject,
    text: [
      `Olá, ${recipient.name}!`,
      "",
      wording.what(event),
      "",
      `Quando: ${dateAndTime(event.at ?? new Date())} (horário de Brasília)`,
      `Navegador: ${browserName(event.origin.userAgent)}`,
      `${NETWORK_LINE}${event.origin.ip}`,
      "",
      "Se foi você, não precisa fazer nada.",
      "",
      `Se não foi você, ${ifNotYou}`,
      // A deleted account has no Minha Conta to open.
      ...(event.kind === "account_deletion_requested" ? [] : ["", `Minha Conta → Configurações: ${tab}`]),
    ].join("\n"),
    // Security mail goes whatever the e-mail preferences say.
    kind: "account",
  };
}

/**
 * Queues the security e-mail of `event` in `db`: give it the change's transaction, so the mail
 * leaves only if the change commits. It never fails the action: the message is written in a
 * savepoint of its own, and a failure is logged and swallowed (the change stays).
 */
export async function sendSecurityEmail(
  db: Database,
  event: SecurityEvent,
  options: { publicUrl: string; log?: Pick<FastifyBaseLogger, "error"> },
): Promise<void> {
  try {
    await db.transaction(async (savepoint) => {
      const [recipient] = await savepoint
        .select({ email: user.email, name: profiles.name, accountName: user.name })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, event.userId))
        .limit(1);
      if (!recipient) return;
      const name = recipient.name ?? recipient.accountName;
      await enqueueMail(savepoint, securityEmail({ email: recipient.email, name }, event, options.publicUrl));
    });
  } catch (err) {
    options.log?.error({ err, kind: event.kind, userId: event.userId }, "security e-mail not queued");
  }
}

/** `sendSecurityEmail` for an action a route handles now: from the request, at this moment, on the app's database. */
export async function sendSecurityEmailFor(
  deps: { db: Database; config: { publicUrl: string } },
  request: { ip: string; headers: { "user-agent"?: string | undefined }; log: Pick<FastifyBaseLogger, "error"> },
  event: Omit<SecurityEvent, "origin">,
): Promise<void> {
  await sendSecurityEmail(
    deps.db,
    { ...event, origin: securityEventOrigin(request) },
    { publicUrl: deps.config.publicUrl, log: request.log },
  );
}
