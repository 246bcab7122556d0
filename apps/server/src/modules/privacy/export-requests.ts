import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import {
  DATA_EXPORT_ALREADY_PENDING,
  DATA_EXPORT_DAILY_LIMIT,
  DATA_EXPORT_NOT_FOUND,
  DATA_EXPORT_REQUESTED,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from "@alicerce/shared/schemas/privacy";
import type { Database } from "../../db/client.ts";
import { dataExports, files } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hashExportToken, newExportToken } from "./export-token.ts";

type Deps = { db: Database; now(): Date };

/**
 * "Baixar meus dados": a pending request the job turns into a ZIP. One at a time per account and
 * at most DATA_EXPORTS_PER_DAY a day, checked under a per-account lock so two clicks make one row.
 */
export async function requestDataExport(deps: Deps, userId: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"data-export:" + userId}))`);
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "pending")))
      .limit(1);
    if (pending) throw new AppError("CONFLICT", DATA_EXPORT_ALREADY_PENDING);
    const [recent] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, new Date(now.getTime() - 24 * 3600_000))));
    if ((recent?.n ?? 0) >= DATA_EXPORTS_PER_DAY) throw new AppError("TOO_MANY_REQUESTS", DATA_EXPORT_DAILY_LIMIT);
    // The link's real token is made when the ZIP is ready (only then is it mailed); until then the
    // row holds the hash of a token nobody ever sees.
    await tx.insert(dataExports).values({ userId, tokenHash: hashExportToken(newExportToken()), requestedAt: now });
  });
  return { message: DATA_EXPORT_REQUESTED };
}

/** The account's requests, newest first, for the screen. */
export async function listDataExports(deps: Deps, userId: string): Promise<{ items: DataExport[] }> {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(20);
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      requested_at: row.requestedAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      available: row.status === "ready" && row.fileId !== null && row.expiresAt !== null && row.expiresAt > now,
    })),
  };
}

/**
 * The ZIP behind an e-mailed link, for its owner only: the token of the link AND the owner's
 * session. Another account's session, a wrong or old token, an expired or unfinished export all
 * answer the same 404, so the answer tells nothing about someone else's request.
 */
export async function findDownloadableExport(deps: Deps, userId: string, id: string, token: string) {
  const [row] = await deps.db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, readyAt: dataExports.readyAt })
    .from(dataExports)
    .innerJoin(files, eq(files.id, dataExports.fileId))
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.tokenHash, hashExportToken(token)),
        eq(dataExports.status, "ready"),
        gt(dataExports.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!row) throw notFound(DATA_EXPORT_NOT_FOUND);
  const day = (row.readyAt ?? deps.now()).toISOString().slice(0, 10);
  return { storageKey: row.storageKey, mimeType: row.mimeType, originalName: `alicerce-meus-dados-${day}.zip` };
}
