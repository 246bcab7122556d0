import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { maskCpfForAdmin } from "@alicerce/shared/admin";
import { onlyDigits } from "@alicerce/shared/brazilian";
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserPage,
  type adminUserListQuerySchema,
  type PendingLegalAccount,
} from "@alicerce/shared/schemas/admin";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { profiles, user as users } from "../../db/schema/index.ts";
import { folded, searchPattern } from "./search-filter.ts";

type UserListQuery = z.output<typeof adminUserListQuerySchema>;

const userColumns = {
  id: users.id,
  name: profiles.name,
  email: users.email,
  type: profiles.type,
  verified: profiles.verified,
  createdAt: users.createdAt,
  oabNumber: profiles.oabNumber,
  oabState: profiles.oabState,
  cpf: profiles.cpf,
};

type UserRow = {
  id: string;
  name: string;
  email: string;
  type: AdminUser["type"];
  verified: boolean;
  createdAt: Date;
  oabNumber: string | null;
  oabState: string | null;
  cpf: string | null;
};

export function toAdminUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    type: r.type,
    verified: r.verified,
    created_at: r.createdAt.toISOString(),
    // Only legal accounts state an OAB registration (docs/decisions/011-earned-roles-and-invitations.md).
    oab_number: r.type === "legal" ? r.oabNumber : null,
    oab_state: r.type === "legal" ? r.oabState : null,
    cpf_masked: maskCpfForAdmin(r.cpf),
  };
}

/**
 * Name or e-mail contains the search, accents and case aside; a whole CPF (11 digits) finds its
 * account. Never part of one: the list shows CPFs masked, and searching for fragments would let
 * anyone with the desk rebuild them digit by digit.
 */
function userFilters(query: UserListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.type) filters.push(eq(profiles.type, query.type));
  if (query.verified !== undefined) filters.push(eq(profiles.verified, query.verified));
  const pattern = searchPattern(query.q);
  if (pattern) {
    const digits = /^[\d.\-\s]+$/.test(query.q ?? "") ? onlyDigits(query.q ?? "") : "";
    filters.push(
      or(
        sql`${folded(sql`${profiles.name} || ' ' || ${users.email}`)} like ${pattern}`,
        digits.length === 11 ? eq(profiles.cpf, digits) : undefined,
      ),
    );
  }
  return and(...filters);
}

/** One page of accounts, newest first, and how many match (two queries whatever the page). */
export async function listUsers(db: Database, query: UserListQuery): Promise<AdminUserPage> {
  const where = userFilters(query);
  const found = await readPage({
    rows: db
      .select(userColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    count: db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(where),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return { ...found, items: found.items.map(toAdminUser) };
}

/** One account as the desk lists it (the answer of a verification). */
export async function getAdminUser(db: Database, id: string): Promise<AdminUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return toAdminUser(row!);
}

/** Legal accounts still waiting for verification, oldest first. */
export async function listPendingLegalAccounts(db: Database): Promise<PendingLegalAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      email: users.email,
      oabNumber: profiles.oabNumber,
      oabState: profiles.oabState,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.type, "legal"), eq(profiles.verified, false)))
    .orderBy(asc(profiles.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    oab_number: r.oabNumber,
    oab_state: r.oabState,
    created_at: r.createdAt.toISOString(),
  }));
}
