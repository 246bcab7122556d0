import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus } from "@alicerce/shared/documents";
import type { SqlViewer } from "../auth/index.ts";
import type { Database } from "../../db/client.ts";
import { documents, documentSeriesAudiences, investments } from "../../db/schema/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";
import { readableBy } from "./document-access.ts";
import { inScopeOf, partOfProjects } from "./document-scope.ts";
import { documentStatusSql } from "./document-status.ts";

type StatusKey = DocumentStatus;

const version = alias(documents, "version");
const series = documentSeriesAudiences;

/**
 * The rows the documents screen lists for a person who does not see everything (decision 053's scope,
 * decision 133's reading): one per series, its shown version's id, date and status, as CTEs ending in
 * `listed`. The page is cut from them and the summary cards count them.
 *
 * Most series are read from their kept row (`document_series_audiences`, migration 0048), one per series
 * of the reader's own projects:
 * - in a project they created or are on the team of (`part`), every version is theirs to read: the
 *   series shows its newest version (`team_*`);
 * - in another visible project they back (`backed`, and the kept `project_public`), the versions for
 *   investors or backers are theirs: the series shows the newest of those (`investors_*`), if it has one.
 *
 * The others are read version by version, with the rule of decisions 061 and 131, as before: a series
 * holding a confidential signature PDF there (`*_exact`: who reads it depends on who is a party), and a
 * series the person uploaded a version of outside the projects they take part in (their own upload is in
 * their scope whatever its audience). They are a handful; before, every series of the scope was read
 * this way: about 3 000 documents a request for an investor holding 2 000 commitments.
 */
export function listedSeries(db: Database, user: SqlViewer) {
  const part = db.$with("part").as(partOfProjects(db, user.id));
  // The projects they hold an active commitment in, from the index alone; whether each is public and past
  // draft is on its series' kept rows (and checked in `inScopeOf` for the few read version by version).
  const backed = db.$with("backed", { id: sql<string>`"id"`.as("id") }).as(
    sql`select ${investments.projectId} as "id" from ${investments}
      where ${investments.investorId} = ${user.id} and ${fixedValue(investments.status, "active")}
      except select "id" from ${part}`,
  );
  const own = db.$with("own", { seriesId: sql<string>`"series_id"`.as("series_id") }).as(
    sql`select distinct ${documents.seriesId} from ${documents}
      where ${documents.uploadedBy} = ${user.id} and ${documents.projectId} not in (select "id" from ${part})`,
  );
  const kept = db
    .$with("kept", {
      seriesId: sql<string>`"series_id"`.as("series_id"),
      id: sql<string>`"id"`.as("id"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey | null>`"status"`.as("status"),
      exact: sql<boolean>`"exact"`.as("exact"),
    })
    .as(
      sql`select ${series.seriesId}, ${series.teamDocumentId} as "id", ${series.teamCreatedAt} as "created_at",
          ${series.teamStatus} as "status", ${series.teamExact} as "exact"
        from ${series} where ${series.projectId} in (select "id" from ${part})
      union all
      select ${series.seriesId}, ${series.investorsDocumentId}, ${series.investorsCreatedAt},
          ${series.investorsStatus}, ${series.investorsExact}
        from ${series} where ${series.projectId} in (select "id" from ${backed}) and ${series.projectPublic}
          and (${series.investorsStatus} is not null or ${series.investorsExact})
          and ${series.seriesId} not in (select "series_id" from ${own})`,
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
        where ${documents.seriesId} in (select "series_id" from ${kept} where "exact" union select "series_id" from ${own})
          and ${inScopeOf(db, user, sql`${part}`, sql`${backed}`)}`,
    );
  const inScope = (id: SQL | AnyPgColumn) => sql`${id} in (select "id" from ${scoped})`;
  // Decisions 061 and 131: a series whose newest version is in the scope shows it; the others show the
  // newest version the person may read, listed when it is itself in the scope.
  const shown = db
    .$with("shown", {
      id: sql<string>`"id"`.as("id"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey>`"status"`.as("status"),
      inScope: sql<boolean>`"in_scope"`.as("in_scope"),
    })
    .as(
      sql`select "id", "created_at", "status", true as "in_scope" from ${scoped} where "latest"
      union all
      select * from (select distinct on (${version.seriesId}) ${version.id} as "id", ${version.createdAt} as "created_at",
          ${documentStatusSql(version)} as "status", ${inScope(version.id)} as "in_scope"
        from ${documents} "version"
        where ${version.seriesId} in (select "series_id" from ${scoped} group by "series_id" having not bool_or("latest"))
          and (${inScope(version.id)} or ${readableBy(db, user, version) ?? sql`true`})
        order by ${version.seriesId}, ${version.version} desc) as "elsewhere"`,
    );
  const listed = db
    .$with("listed", {
      id: sql<string>`"id"`.as("id"),
      createdAt: sql<Date>`"created_at"`.as("created_at"),
      status: sql<StatusKey>`"status"`.as("status"),
    })
    .as(
      sql`select "id", "created_at", "status" from ${kept} where "status" is not null
      union all
      select "id", "created_at", "status" from ${shown} where "in_scope"`,
    );
  return { ctes: [part, backed, own, kept, scoped, shown, listed] as const, listed };
}
