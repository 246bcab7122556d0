import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { account, profiles, user } from "../db/schema/index.ts";

/**
 * What the admin desk has to do in the demo: legal accounts that registered with their OAB and
 * wait for a platform admin, and the demo legal account's own (already checked) registration.
 * Same password as every demo account.
 */
const PENDING_LEGAL = [
  {
    email: "rafael@alicerce.dev",
    name: "Rafael Moreira",
    cpf: "31415926590",
    phone: "11977776666",
    oabNumber: "254781",
    oabState: "SP",
  },
  {
    email: "camila@alicerce.dev",
    name: "Camila Duarte",
    cpf: "27182818205",
    phone: "51977775555",
    oabNumber: "98213",
    oabState: "RS",
  },
];

export async function seedAdmin(db: Database, deps: { userIds: Map<string, string>; passwordHash: string }) {
  const juridico = deps.userIds.get("juridico@alicerce.dev");
  if (juridico) {
    await db.update(profiles).set({ oabNumber: "123456", oabState: "MG" }).where(eq(profiles.userId, juridico));
  }
  for (const demo of PENDING_LEGAL) {
    const [created] = await db
      .insert(user)
      .values({ name: demo.name, email: demo.email, emailVerified: true })
      .returning({ id: user.id });
    const id = created!.id;
    deps.userIds.set(demo.email, id);
    await db
      .insert(account)
      .values({ userId: id, accountId: id, providerId: "credential", password: deps.passwordHash });
    await db.insert(profiles).values({
      userId: id,
      name: demo.name,
      type: "legal",
      verified: false,
      cpf: demo.cpf,
      phone: demo.phone,
      oabNumber: demo.oabNumber,
      oabState: demo.oabState,
    });
  }
}
