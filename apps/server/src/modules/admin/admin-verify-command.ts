import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CHANGES_CHANNEL } from "../../cache/data-generation.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { verifyAccountByEmail } from "./verify-account.ts";

/** `admin:verify <e-mail>`: verifies the account and answers the line to print. */
export async function runAdminVerify(
  database: Pick<DatabaseHandle, "db" | "kind">,
  args: string[],
  /** The address the e-mail telling the person links to (the server's PUBLIC_URL). */
  publicUrl: string,
): Promise<{ ok: boolean; message: string }> {
  const email = args.find((a) => a !== "--");
  if (!email || args.filter((a) => a !== "--").length !== 1) {
    return { ok: false, message: "Uso: npm run admin:verify -- <email>" };
  }
  try {
    const account = await verifyAccountByEmail(database.db, email, publicUrl);
    // Running servers on the same PostgreSQL cache sessions until they hear of a write.
    if (database.kind === "postgres") {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${randomUUID()})`);
    }
    return {
      ok: true,
      message: account.alreadyVerified
        ? `${account.email} (${account.type}) já estava verificada.`
        : `${account.email} (${account.type}) verificada.`,
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: `Nenhuma conta com o email ${email}.` };
    throw err;
  }
}
