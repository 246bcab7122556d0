import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { payoutAccounts, profiles } from "../db/schema/index.ts";

/**
 * The demo's Pix keys (docs/decisions/113-payout-accounts.md): each investor and creator receives on a key in
 * their own name (their e-mail, or Carlos's CPF); Grupo Horizonte, a creator, receives as its company. Written
 * straight into the table, like the rest of the demo, with the holders the form would have set.
 */
export async function seedPayoutAccounts(db: Database, deps: { userIds: Map<string, string> }) {
  const keys: { email: string; keyType: "cpf" | "email" | "cnpj"; company?: { name: string; cnpj: string } }[] = [
    { email: "investidor@alicerce.dev", keyType: "email" },
    { email: "bruno@alicerce.dev", keyType: "email" },
    { email: "paula@alicerce.dev", keyType: "email" },
    { email: "criador@alicerce.dev", keyType: "cpf" },
    { email: "marina@alicerce.dev", keyType: "email" },
    {
      email: "horizonte@alicerce.dev",
      keyType: "cnpj",
      company: { name: "Grupo Horizonte Empreendimentos Ltda", cnpj: "11222333000181" },
    },
  ];
  for (const entry of keys) {
    const userId = deps.userIds.get(entry.email);
    if (!userId) throw new Error(`no demo account ${entry.email}`);
    const [profile] = await db
      .select({ name: profiles.name, cpf: profiles.cpf })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const holder = entry.company ?? { name: profile!.name, cnpj: null };
    const key = entry.keyType === "email" ? entry.email : entry.keyType === "cpf" ? profile!.cpf! : entry.company!.cnpj;
    await db.insert(payoutAccounts).values({
      userId,
      keyType: entry.keyType,
      key,
      holderName: holder.name,
      holderDocument: entry.company?.cnpj ?? profile!.cpf!,
    });
  }
}
