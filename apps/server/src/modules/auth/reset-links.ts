import { and, eq, like } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { verification } from "../../db/schema/index.ts";

/**
 * Ends every outstanding "Esqueci minha senha" link of the account. Called once its password is
 * reset or changed: a link mailed earlier (say, to a mailbox someone else could read) must not set
 * the password again afterwards. better-auth keeps each link as a verification row named
 * `reset-password:<token>` whose value is the user's id.
 */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}
