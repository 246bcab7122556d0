import { eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";

type SessionUser = { id: string; email: string; name?: string | null; image?: string | null };

/**
 * Builds the product's user from the profile; without one, from the account's own data with
 * type investor and verified false (docs/product/accounts.md#current-user).
 */
export async function buildCurrentUser(db: Database, u: SessionUser): Promise<CurrentUser> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
  if (profile) {
    return {
      id: u.id,
      email: u.email,
      name: profile.name,
      type: profile.type,
      avatar_url: profile.avatarUrl,
      verified: profile.verified,
    };
  }
  return {
    id: u.id,
    email: u.email,
    name: u.name || FALLBACK_USER_NAME,
    type: "investor",
    avatar_url: u.image ?? null,
    verified: false,
  };
}
