import { inArray, sql } from "drizzle-orm";
import { formatIsoDay, signingLink } from "@alicerce/shared/signatures";
import type { Database } from "../../db/client.ts";
import { notifications, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";

export type InvitationContext = {
  requestId: string;
  title: string;
  projectTitle: string;
  dueDate: string;
  senderName: string | null;
  publicUrl: string;
};

export type InvitationKind = "invitation" | "resend" | "reminder";

const SUBJECTS: Record<InvitationKind, string> = {
  invitation: "Contrato para assinar",
  resend: "Contrato para assinar (reenvio)",
  reminder: "Lembrete: contrato aguardando sua assinatura",
};

/**
 * E-mails each signer the link that opens the signing dialog, and writes a notification for those
 * who already have an account. Someone without one registers with this e-mail and finds it there.
 * Queued in the caller's transaction, so only a committed write is announced.
 */
export async function inviteSigners(
  tx: Database,
  context: InvitationContext,
  signers: readonly { name: string; email: string }[],
  kind: InvitationKind,
) {
  if (signers.length === 0) return;
  const link = signingLink(context.requestId);
  const who = context.senderName ? `${context.senderName} enviou` : "O Alicerce enviou";
  const body = `${who} o contrato "${context.title}" do projeto "${context.projectTitle}" para sua assinatura. O prazo para assinar é ${formatIsoDay(context.dueDate)}.`;
  const accounts = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        signers.map((s) => s.email),
      ),
    );
  const accountByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  for (const signer of signers) {
    const userId = accountByEmail.get(signer.email);
    if (userId) await tx.insert(notifications).values({ userId, title: SUBJECTS[kind], body, link });
  }
  await enqueueMail(
    tx,
    signers.map((signer) => ({
      to: signer.email,
      subject: `${SUBJECTS[kind]}: ${context.title}`,
      text:
        `Olá, ${signer.name}.\n\n${body}\n\n` +
        `Para ler e assinar (ou recusar), entre no Alicerce com este e-mail. Se ainda não tem conta, crie uma com este mesmo e-mail e o contrato estará em Assinaturas.\n\n` +
        `${context.publicUrl}${link}`,
    })),
  );
}
