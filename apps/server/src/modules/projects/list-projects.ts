import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import type { ProjectPurpose, ProjectStatus, ProjectType } from "@alicerce/shared/projects";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { visibleTo } from "./access.ts";
import { searchable } from "./money.ts";
import { cardColumns, toProjectCard } from "./project-card.ts";

export type ListProjectsQuery = {
  q?: string;
  type?: ProjectType;
  status?: ProjectStatus;
  purpose?: ProjectPurpose;
  scope: "all" | "mine";
  limit: number;
  cursor?: string;
};

type Cursor = { createdAt: string; id: string };

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString("base64url");

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::?(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A timestamptz text PostgreSQL will cast without an error (a failing cast would answer 500). */
function isCursorTime(text: string): boolean {
  const m = CURSOR_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((v) => Number(v ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  return realDay && hour! <= 23 && minute! <= 59 && second! <= 59 && offsetHours! <= 15 && offsetMinutes! <= 59;
}

function decodeCursor(raw: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof createdAt !== "string" || typeof id !== "string" || !isCursorTime(createdAt) || !UUID.test(id)) {
      throw new Error("bad cursor");
    }
    return { createdAt, id };
  } catch {
    throw new AppError("VALIDATION_ERROR", "Página inválida. Recarregue a lista.", { cursor: ["Cursor inválido."] });
  }
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The projects the user may see, filtered and searched in SQL, newest first, one page at a time,
 * with summary figures computed over every match (not just the page).
 */
export async function listProjects(db: Database, user: CurrentUser, query: ListProjectsQuery): Promise<ProjectListResponse> {
  const filters: (SQL | undefined)[] = [visibleTo(db, user)];
  if (query.type) filters.push(eq(projects.projectType, query.type));
  if (query.status) filters.push(eq(projects.status, query.status));
  if (query.purpose) filters.push(eq(projects.purpose, query.purpose));
  if (query.scope === "mine") filters.push(eq(projects.createdBy, user.id));
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) filters.push(sql`${projects.searchText} like ${likePattern(q)}`);
  const where = and(...filters);

  const pageFilters = [where];
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    pageFilters.push(sql`(${projects.createdAt}, ${projects.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`);
  }

  const [rows, [summary]] = await Promise.all([
    db
      .select(cardColumns)
      .from(projects)
      .where(and(...pageFilters))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.limit + 1),
    db
      .select({
        total: sql<number>`count(*)::int`,
        fundraising: sql<number>`(count(*) filter (where ${projects.status} = 'funding_open'))::int`,
        totalVolume: sql<string>`coalesce(sum(${projects.targetAmount}), 0)`,
        averageRoi: sql<string | null>`round(avg(${projects.roi}), 2)`,
      })
      .from(projects)
      .where(where),
  ]);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toProjectCard),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.cursorTime, id: last.project.id })
        : null,
    summary: {
      total: Number(summary?.total ?? 0),
      fundraising: Number(summary?.fundraising ?? 0),
      total_volume: Number(summary?.totalVolume ?? 0),
      average_roi: summary?.averageRoi === null || summary?.averageRoi === undefined ? null : Number(summary.averageRoi),
    },
  };
}
