import { count } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { account, profiles, user } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/password-policy.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.ts";

/** Loads the demo data, only into an empty database. Returns whether it did. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      const [created] = await tx
        .insert(user)
        .values({ name: demo.name, email: demo.email, emailVerified: true })
        .returning({ id: user.id });
      if (!created) throw new Error(`could not create ${demo.email}`);
      // better-auth's credential account: accountId is the user id, the hash lives here.
      await tx.insert(account).values({
        userId: created.id,
        accountId: created.id,
        providerId: "credential",
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        userId: created.id,
        name: demo.name,
        type: demo.type,
        cpf: demo.cpf,
        phone: demo.phone,
        verified: demo.verified,
      });
    }
  });
  return true;
}
