import { and, count, eq, inArray, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { admitCounted } from "../../throttle/index.ts";

/** The daily cap (config MAIL_RECIPIENTS_PER_DAY) and the app's clock, which says which day it is. */
export type InvitationAllowance = { recipientsPerDay: number; now: Date };

export const SENDER_NOT_CONFIRMED =
  "Confirme seu email antes de convidar pessoas que ainda não têm conta confirmada no Alicerce: " +
  "os convites saem em nome da plataforma e só seguem de quem comprovou o próprio email.";

export const recipientsCapMessage = (limit: number) =>
  `Este envio passaria do limite de ${limit} convites por email a outras pessoas por dia, ` +
  "e nada foi enviado. Tente novamente amanhã.";

const DAY_SECONDS = 24 * 3600;

/**
 * Invitation e-mails a person asks the platform to send (signature requests, their resends, team
 * invitations) must not make it a relay (docs/decisions/036-signature-privacy-and-mail.md). Before
 * anything is written, in the caller's transaction:
 * - a recipient without a confirmed account (none, or one whose e-mail nobody proved) needs a
 *   sender whose own e-mail is confirmed (403 EMAIL_NOT_VERIFIED);
 * - every e-mail to an address other than the sender's own counts against the sender's daily cap,
 *   all at once (429 when the batch would pass it: nothing is written nor sent, nothing is spent).
 * The count rolls back with the transaction, so a request refused later spends nothing either.
 * System mail (the SCP job's contracts, reminders) does not come here: no person chose it.
 */
export async function spendInvitationAllowance(
  tx: Database,
  sender: CurrentUser,
  recipients: readonly string[],
  allowance: InvitationAllowance,
) {
  const own = sender.email.trim().toLowerCase();
  const outside = recipients.map((email) => email.trim().toLowerCase()).filter((email) => email !== own);
  if (outside.length === 0) return;
  await requireConfirmedSender(tx, sender, [...new Set(outside)]);
  const admitted = await admitCounted(
    tx,
    `invitation-mail:${sender.id}:${todayInSaoPaulo(allowance.now)}`,
    { limit: allowance.recipientsPerDay, windowSeconds: DAY_SECONDS },
    outside.length,
  );
  if (!admitted) throw new AppError("TOO_MANY_REQUESTS", recipientsCapMessage(allowance.recipientsPerDay));
}

async function requireConfirmedSender(tx: Database, sender: CurrentUser, addresses: string[]) {
  const [confirmed] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, addresses), eq(users.emailVerified, true)));
  if (Number(confirmed?.n ?? 0) >= addresses.length) return;
  const [me] = await tx.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, sender.id)).limit(1);
  if (!me?.confirmed) throw new AppError("EMAIL_NOT_VERIFIED", SENDER_NOT_CONFIRMED);
}
