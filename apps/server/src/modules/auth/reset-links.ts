import { and, eq, like } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { verification } from "../../db/schema/index.ts";

/**
 * Ends every outstanding "Esqueci minha senha" link of the account. Called once its password is
 * reset or changed, or its e-mail changed or restored: a link mailed earlier (say, to a mailbox
 * someone else could read) must not set the password afterwards. better-auth keeps each link as a verification row named
 * `reset-password:<token>` whose value is the user's id.
 */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/**
 * What follows every new password of an account, by reset or by change: the other reset links end,
 * and the sessions the new password ended (better-auth deletes them) lose their realtime sockets
 * at once on every process.
 */
export async function afterNewPassword(
  deps: { db: Database; signals: Pick<SignalBus, "publish"> },
  userId: string,
): Promise<void> {
  await endResetLinks(deps.db, userId);
  deps.signals.publish({ type: "sessions.ended", userId });
}
