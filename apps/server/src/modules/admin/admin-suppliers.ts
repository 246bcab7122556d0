import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  ADMIN_PAGE_SIZE,
  type AdminSupplier,
  type AdminSupplierPage,
  type adminSupplierListQuerySchema,
} from "@alicerce/shared/schemas/admin";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { profiles, suppliers, user as users } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { folded, searchPattern } from "./search-filter.ts";
import { setSupplierVerifiedFlag } from "../suppliers/index.ts";

type SupplierListQuery = z.output<typeof adminSupplierListQuerySchema>;

const supplierColumns = {
  supplier: suppliers,
  ownerName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
  ownerEmail: users.email,
};

function selectSuppliers(db: Database) {
  return db
    .select(supplierColumns)
    .from(suppliers)
    .innerJoin(users, eq(users.id, suppliers.userId))
    .leftJoin(profiles, eq(profiles.userId, suppliers.userId));
}

type SupplierRow = { supplier: typeof suppliers.$inferSelect; ownerName: string; ownerEmail: string };

function toAdminSupplier({ supplier: s, ownerName, ownerEmail }: SupplierRow): AdminSupplier {
  return {
    id: s.id,
    company_name: s.companyName,
    cnpj: s.cnpj,
    category: s.category,
    location_city: s.locationCity,
    location_state: s.locationState,
    verified: s.verified,
    created_at: s.createdAt.toISOString(),
    owner: { id: s.userId, name: ownerName, email: ownerEmail },
  };
}

/** The marketplace's search text (company, description, city, state), the owner's e-mail and the CNPJ's digits. */
function supplierFilters(query: SupplierListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.verified !== undefined) filters.push(eq(suppliers.verified, query.verified));
  const pattern = searchPattern(query.q);
  if (pattern) {
    filters.push(
      sql`(${suppliers.searchText} || ' ' || ${folded(sql`${users.email}`)} || ' ' || ${suppliers.cnpj}) like ${pattern}`,
    );
  }
  return and(...filters);
}

/** One page of supplier records, newest first, and how many match (two queries whatever the page). */
export async function listAdminSuppliers(db: Database, query: SupplierListQuery): Promise<AdminSupplierPage> {
  const where = supplierFilters(query);
  const found = await readPage({
    rows: selectSuppliers(db).where(where).orderBy(desc(suppliers.createdAt), desc(suppliers.id)),
    count: db.select({ n: count() }).from(suppliers).innerJoin(users, eq(users.id, suppliers.userId)).where(where),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return { ...found, items: found.items.map(toAdminSupplier) };
}

/**
 * Sets a supplier's "Verificado" badge. The marketplace reads the flag on every request and the
 * write moves the data generation, so no cached answer shows the old badge (docs/decisions/006-read-cache.md).
 */
export async function setSupplierVerified(db: Database, id: string, verified: boolean): Promise<AdminSupplier> {
  if (!(await setSupplierVerifiedFlag(db, id, verified))) throw notFound("Fornecedor não encontrado.");
  const [row] = await selectSuppliers(db).where(eq(suppliers.id, id)).limit(1);
  return toAdminSupplier(row!);
}
