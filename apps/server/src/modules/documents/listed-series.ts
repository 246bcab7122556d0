import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus } from "@alicerce/shared/documents";
import type { SqlViewer } from "../auth/index.ts";
import type { Database } from "../../db/client.ts";
import { documentReaderCounts, documentReaderSeries, documents } from "../../db/schema/index.ts";
import { rowCount } from "../../db/prepared-once.ts";
import { readableBy } from "./document-access.ts";
import { inScopeOf, partOfProjects } from "./document-scope.ts";
import { documentStatusSql } from "./document-status.ts";

type StatusKey = DocumentStatus;

const version = alias(documents, "version");
const kept = documentReaderSeries;

/**
 * The rows the documents screen lists for a person who does not see everything (decision 053's scope,
 * decisions 133 and 137), one per series, its shown version's id, date and status.
 *
 * Most series are read from the reader's own kept rows (`document_reader_series`, migration 0050): one
 * per series of a project they created or are on the team of (its newest version), or back with an active
 * commitment while it is public and past draft (its newest version for investors or backers). Their page
 * walks those rows newest first through an index, and their summary cards read the reader's kept counts,
 * so neither follows how many projects they back.
 *
 * The others are read version by version, with the rule of decisions 061 and 131: a series holding a
 * confidential signature PDF there (`exact`: who reads it depends on who is a party), and a series the
 * person uploaded a version of outside the projects they take part in (`own`: their own upload is in their
 * scope whatever its audience). They are a handful.
 */
export function listedSeries(db: Database, user: SqlViewer) {
  const part = db.$with("part").as(partOfProjects(db, user.id));
  const own = db.$with("own", { seriesId: sql<string>`"series_id"`.as("series_id") }).as(
    sql`select distinct ${documents.seriesId} from ${documents}
      where ${documents.uploadedBy} = ${user.id} and ${documents.projectId} not in (select "id" from ${part})`,
  );
  // The versions in the person's scope of the series read version by version.
  const scoped = db
    .$with("scoped", {
      id: sql<string>`"id"`.as("id"),
      seriesId: sql<string>`"series_id"`.as("series_id"),
      latest: sql<boolean>`"latest"`.as("latest"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey>`"status"`.as("status"),
    })
    .as(
      sql`select ${documents.id}, ${documents.seriesId}, ${documents.latest}, ${documents.createdAt},
          ${documentStatusSql(documents)} as "status"
        from ${documents}
        where ${documents.seriesId} in (select ${kept.seriesId} from ${kept} where ${kept.readerId} = ${user.id} and ${kept.exact}
            union select "series_id" from ${own})
          and ${inScopeOf(db, user, sql`${part}`)}`,
    );
  const inScope = (id: SQL | AnyPgColumn) => sql`${id} in (select "id" from ${scoped})`;
  // Decisions 061 and 131: a series whose newest version is in the scope shows it; the others show the
  // newest version the person may read, listed when it is itself in the scope.
  const shown = db
    .$with("shown", {
      id: sql<string>`"id"`.as("id"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey>`"status"`.as("status"),
    })
    .as(
      sql`select "id", "created_at", "status" from ${scoped} where "latest"
      union all
      select "id", "created_at", "status" from (select distinct on (${version.seriesId}) ${version.id} as "id",
          ${version.createdAt} as "created_at", ${documentStatusSql(version)} as "status", ${inScope(version.id)} as "in_scope"
        from ${documents} "version"
        where ${version.seriesId} in (select "series_id" from ${scoped} group by "series_id" having not bool_or("latest"))
          and (${inScope(version.id)} or ${readableBy(db, user, version) ?? sql`true`})
        order by ${version.seriesId}, ${version.version} desc) as "elsewhere" where "in_scope"`,
    );
  /** The reader's kept rows that are listed (the rest of the list is `shown`). */
  const keptListed = sql`${kept.readerId} = ${user.id} and ${kept.status} is not null
    and ${kept.seriesId} not in (select "series_id" from ${own})`;
  const listed = db
    .$with("listed", {
      id: sql<string>`"id"`.as("id"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey>`"status"`.as("status"),
    })
    .as(
      sql`select ${kept.documentId} as "id", ${kept.createdAt} as "created_at", ${kept.status} as "status"
        from ${kept} where ${keptListed}
      union all
      select "id", "created_at", "status" from ${shown}`,
    );
  return {
    ctes: [part, own, scoped, shown] as const,
    listed,
    /**
     * The ids and dates of the rows `pageSize` past `offset` (an SQL integer) would show, newest first: the
     * newest kept rows through their index, merged with the few shown version by version.
     */
    newest: (pageSize: number, offset: SQL) =>
      sql`select "id", "created_at" from (
          (select ${kept.documentId} as "id", ${kept.createdAt} as "created_at" from ${kept} where ${keptListed}
            order by ${kept.createdAt} desc, ${kept.documentId} desc limit ${rowCount(pageSize)} + ${offset})
          union all
          select "id", "created_at" from ${shown}) as "merged"
        order by "created_at" desc, "id" desc limit ${rowCount(pageSize)} offset ${offset}`,
    /**
     * The summary cards' rows (status, count): the reader's kept counts, less their kept rows of series read
     * version by version because they uploaded to it, plus the rows shown version by version.
     */
    summary: sql`select "status", sum("n")::int as "n" from (
        select ${documentReaderCounts.status} as "status", ${documentReaderCounts.documents} as "n"
          from ${documentReaderCounts} where ${documentReaderCounts.readerId} = ${user.id}
        union all
        select ${kept.status}, -1 from ${kept} where ${kept.readerId} = ${user.id} and ${kept.status} is not null
          and ${kept.seriesId} in (select "series_id" from ${own})
        union all
        select "status", 1 from ${shown}) as "counted"
      group by "status" having sum("n") <> 0`,
  };
}
