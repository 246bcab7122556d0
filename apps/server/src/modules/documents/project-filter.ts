import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { z } from "zod";
import { DOCUMENT_FILTER_PROJECTS_PAGE_SIZE } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentFilterProjects, documentFilterProjectsQuerySchema } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { projects } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { isUuid } from "../../lib/keyset-cursor.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";
import { scopeProjectIds } from "./document-scope.ts";

type PickerQuery = z.output<typeof documentFilterProjectsQuerySchema>;

/** The picker's keyset cursor: the last project's title and id, base64url JSON. */
const encodeCursor = (title: string, id: string) => Buffer.from(JSON.stringify([title, id])).toString("base64url");

function decodeCursor(raw: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") {
      if (isUuid(value[1])) return [value[0], value[1]];
    }
  } catch {
    // answered below
  }
  throw new AppError("VALIDATION_ERROR", "Página de projetos inválida. Busque o projeto de novo.", {
    cursor: ["Cursor inválido."],
  });
}

/**
 * The documents filter's project picker (decision 053): the projects of the user's documents screen
 * (`scopeProjectIds`; legal desk and admins: every project), by title then id, searched by title
 * and city like the project list, one page at a time after the cursor. Keyset, so a project added
 * while someone pages neither repeats nor hides another.
 */
export async function listFilterProjects(
  db: Database,
  user: CurrentUser,
  query: PickerQuery,
): Promise<DocumentFilterProjects> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const q = query.q ? searchable(query.q).trim() : "";
  const scope = scopeProjectIds(db, user);
  const size = DOCUMENT_FILTER_PROJECTS_PAGE_SIZE;
  const rows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      and(
        scope ? inArray(projects.id, scope) : undefined,
        q ? like(projects.searchText, containsPattern(q)) : undefined,
        after ? sql`(${projects.title}, ${projects.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(projects.title), asc(projects.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { items: page, next_cursor: rows.length > size && last ? encodeCursor(last.title, last.id) : null };
}

/** The project the list's filter names, with its title, when the user may pick it (else null). */
export async function filterProject(db: Database, user: CurrentUser, projectId: string | undefined) {
  if (!projectId) return null;
  const scope = scopeProjectIds(db, user);
  const [row] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.id, projectId), scope ? inArray(projects.id, scope) : undefined))
    .limit(1);
  return row ?? null;
}
