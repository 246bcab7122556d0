import { eq, sql } from "drizzle-orm";
import { defuseLinks } from "@alicerce/shared/mail-text";
import { formatIsoDay, signingLink } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { profiles, signatureRequests, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { notify } from "../notifications/index.ts";
import { accountsOfLines } from "./party-notices.ts";

export type InvitationContext = {
  requestId: string;
  title: string;
  projectTitle: string;
  dueDate: string;
  publicUrl: string;
};

export type InvitationKind = "invitation" | "resend" | "reminder";

/** The bell's titles ("Contrato para assinar" entries are marked done once the person acts). */
const NOTIFICATION_TITLES: Record<InvitationKind, string> = {
  invitation: "Contrato para assinar",
  resend: "Contrato para assinar (reenvio)",
  reminder: "Lembrete: contrato aguardando sua assinatura",
};

/**
 * Fixed subjects: no text the sender chose goes in a subject line, where a mail client shows it as
 * the platform's own words (decision 036).
 */
export const INVITATION_SUBJECTS: Record<InvitationKind, string> = {
  invitation: "Você recebeu um contrato para assinar no Alicerce",
  resend: "Você recebeu um contrato para assinar no Alicerce (reenvio)",
  reminder: "Lembrete: um contrato aguarda sua assinatura no Alicerce",
};

/** Who asked for the request, as the e-mail names them: "Fulano <fulano@x>", or the platform. */
async function senderOf(tx: Database, requestId: string) {
  const [row] = await tx
    .select({ name: sql<string>`coalesce(${profiles.name}, ${users.name})`, email: users.email })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.createdBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(signatureRequests.id, requestId))
    .limit(1);
  return row ?? null;
}

/**
 * E-mails each signer the link that opens the signing dialog, and writes a notification for those
 * who already have an account that proves the invitation (a confirmed e-mail and, when named, the
 * invited CPF: the bell shows the title, so it follows the signatures screen's rule, decision 093).
 * Someone without one registers with this e-mail and finds it there.
 * Queued in the caller's transaction, so only a committed write is announced. Every text the
 * sender chose (title, project, names) is plain text no mail client makes a link of, and the
 * sender is shown with their e-mail, so the platform's sender never vouches for someone else's
 * words or links (decision 036).
 */
export async function inviteSigners(
  tx: Database,
  context: InvitationContext,
  signers: readonly { id: string; name: string; email: string }[],
  kind: InvitationKind,
) {
  if (signers.length === 0) return;
  const link = signingLink(context.requestId);
  const sender = await senderOf(tx, context.requestId);
  const title = defuseLinks(context.title);
  const project = defuseLinks(context.projectTitle);
  const due = formatIsoDay(context.dueDate);
  const who = sender ? `${defuseLinks(sender.name)} <${sender.email}> enviou` : "O Alicerce enviou";
  const body = `${who} o contrato "${title}" do projeto "${project}" para sua assinatura. O prazo para assinar é ${due}.`;
  const accounts = await accountsOfLines(
    tx,
    signers.map((s) => s.id),
  );
  for (const userId of accounts) {
    await notify(tx, { userId, title: NOTIFICATION_TITLES[kind], body, link });
  }
  await enqueueMail(
    tx,
    signers.map((signer) => ({
      to: signer.email,
      subject: INVITATION_SUBJECTS[kind],
      text:
        `Olá, ${defuseLinks(signer.name)}.\n\n${body}\n\n` +
        `Para ler e assinar (ou recusar), entre no Alicerce com este e-mail. Se ainda não tem conta, crie uma com este mesmo e-mail e o contrato estará em Assinaturas.\n\n` +
        `${context.publicUrl}${link}\n\n` +
        "O Alicerce não pede senhas nem dados bancários por e-mail. Se você não esperava este contrato, ignore esta mensagem.",
    })),
  );
}
