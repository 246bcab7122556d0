import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ReconciliationAction, ReconciliationResolution } from "@alicerce/shared/schemas/payments-reconciliation";
import type { Database } from "../../../db/client.ts";
import { profiles, reconciliationResolutions, user as users } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";
import { decodeCursor, encodeCursor } from "../../../lib/keyset-cursor.ts";
import { RECONCILIATION_TEXTS } from "./texts.ts";

const reais = (cents: number) => cents / 100;

const columns = {
  row: reconciliationResolutions,
  resolverName: sql<string>`coalesce(${profiles.name}, ${users.name}, '')`,
  cursorTime: sql<string>`${reconciliationResolutions.createdAt}::text`,
};

function readTrail(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reconciliationResolutions)
    .leftJoin(users, eq(users.id, reconciliationResolutions.resolvedBy))
    .leftJoin(profiles, eq(profiles.userId, reconciliationResolutions.resolvedBy))
    .where(where)
    .orderBy(desc(reconciliationResolutions.createdAt), desc(reconciliationResolutions.id));
}

type TrailRow = Awaited<ReturnType<typeof readTrail>>[number];

export const presentResolution = ({ row, resolverName }: TrailRow): ReconciliationResolution => ({
  id: row.id,
  difference_key: row.differenceKey,
  kind: row.kind,
  action: row.action as ReconciliationAction,
  reason: row.reason,
  amount: reais(row.amountCents),
  day: row.day,
  project_id: row.projectId,
  resolved_by: { id: row.resolvedBy, name: resolverName },
  created_at: row.createdAt.toISOString(),
});

/** The resolutions of these differences, by key. */
export async function resolutionsOf(db: Database, keys: string[]): Promise<Map<string, ReconciliationResolution>> {
  if (keys.length === 0) return new Map();
  const rows = await readTrail(db, inArray(reconciliationResolutions.differenceKey, keys));
  return new Map(rows.map((row) => [row.row.differenceKey, presentResolution(row)]));
}

/** What was resolved about a São Paulo day's differences (and one project's, when asked). */
export async function resolutionsOfDay(db: Database, day: string, projectId?: string) {
  const rows = await readTrail(
    db,
    and(
      eq(reconciliationResolutions.day, day),
      projectId ? eq(reconciliationResolutions.projectId, projectId) : undefined,
    ),
  );
  return rows.map(presentResolution);
}

/** The whole trail, newest first, by keyset cursor (it only grows). */
export async function trailPage(db: Database, query: { limit: number; cursor?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await readTrail(
    db,
    after
      ? sql`(${reconciliationResolutions.createdAt}, ${reconciliationResolutions.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ).limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentResolution),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.row.id }) : null,
  };
}

export type NewResolution = {
  differenceKey: string;
  kind: string;
  action: ReconciliationAction;
  reason: string;
  amountCents: number;
  day: string;
  projectId: string | null;
  resolvedBy: string;
};

/**
 * Writes one row of the trail, in the caller's transaction. A difference is resolved once: a second
 * resolution, even one racing the first, is refused (the unique key) and rolls the caller back.
 */
export async function recordResolution(tx: Database, resolution: NewResolution): Promise<string> {
  const [row] = await tx
    .insert(reconciliationResolutions)
    .values(resolution)
    .onConflictDoNothing({ target: reconciliationResolutions.differenceKey })
    .returning({ id: reconciliationResolutions.id });
  if (!row) throw new AppError("CONFLICT", RECONCILIATION_TEXTS.alreadyResolved);
  return row.id;
}

/** One resolution as the API shows it. */
export async function resolutionById(db: Database, id: string): Promise<ReconciliationResolution> {
  const [row] = await readTrail(db, eq(reconciliationResolutions.id, id));
  if (!row) throw new Error(`resolution ${id} was written and not found`);
  return presentResolution(row);
}
