-- Decision 137 (docs/decisions/137-documents-list-kept-per-reader.md): the documents list read one kept series
-- row per project of the reader (decision 133): an investor backing 1 534 projects probed 1 534 index ranges and
-- ordered 2 723 rows for a page of 20. Each reader's rows are now kept, by triggers in the transaction of every
-- change, whatever code or SQL makes it:
--   document_reader_series  one row per reader and series of a project they created or are on the team of (the
--                           series row's team columns) or, if not, back with an active commitment while it is
--                           public and past draft (its investors columns), listed or exact as the series row says;
--   document_reader_counts  how many of a reader's rows show each status (their summary cards).
-- The list walks the reader's newest rows through an index and reads their counts: its cost no longer follows
-- how many projects they back.
CREATE TABLE "document_reader_counts" (
	"reader_id" uuid NOT NULL,
	"status" text NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_reader_counts_reader_id_status_pk" PRIMARY KEY("reader_id","status")
);
--> statement-breakpoint
CREATE TABLE "document_reader_series" (
	"reader_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone,
	"status" text,
	"exact" boolean DEFAULT false NOT NULL,
	CONSTRAINT "document_reader_series_reader_id_series_id_pk" PRIMARY KEY("reader_id","series_id")
);
--> statement-breakpoint
CREATE INDEX "document_reader_series_newest_idx" ON "document_reader_series" USING btree ("reader_id","created_at","document_id","series_id") WHERE "document_reader_series"."status" is not null;--> statement-breakpoint
CREATE INDEX "document_reader_series_exact_idx" ON "document_reader_series" USING btree ("reader_id","series_id") WHERE "document_reader_series"."exact";--> statement-breakpoint
CREATE INDEX "document_reader_series_series_idx" ON "document_reader_series" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "document_reader_series_project_idx" ON "document_reader_series" USING btree ("project_id","reader_id");
--> statement-breakpoint
-- Who reads a project's series, and with which columns: its creator and accepted team (team), and the other
-- holders of an active commitment in it (backers).
CREATE OR REPLACE FUNCTION document_readers_of_project(p_project uuid)
RETURNS TABLE (reader_id uuid, team boolean) LANGUAGE sql STABLE AS $$
  SELECT p."created_by", true FROM "projects" p WHERE p."id" = p_project AND p."created_by" IS NOT NULL
  UNION
  SELECT m."user_id", true FROM "project_team_members" m WHERE m."project_id" = p_project AND m."user_id" IS NOT NULL
  UNION
  SELECT i."investor_id", false FROM "investments" i WHERE i."project_id" = p_project AND i."status" = 'active'
    AND NOT EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = p_project AND p."created_by" = i."investor_id")
    AND NOT EXISTS (SELECT 1 FROM "project_team_members" m
      WHERE m."project_id" = p_project AND m."user_id" = i."investor_id")
$$;--> statement-breakpoint
-- The rule, once: the rows each reader lists, one per reader and series. A team reader lists the series row's team
-- columns; a backer its investors columns while the project is public and past draft. The rewrites below and the
-- rebuild select from it (a view: PostgreSQL plans each select with its own filter pushed into it).
CREATE VIEW "document_reader_rule" AS
  SELECT r."reader_id", s."series_id", s."project_id",
      CASE WHEN r."team" THEN s."team_document_id" ELSE s."investors_document_id" END AS "document_id",
      CASE WHEN r."team" THEN s."team_created_at" ELSE s."investors_created_at" END AS "created_at",
      CASE WHEN r."team" THEN s."team_status" ELSE s."investors_status" END AS "status",
      CASE WHEN r."team" THEN s."team_exact" ELSE s."investors_exact" END AS "exact"
    FROM "document_series_audiences" s CROSS JOIN LATERAL document_readers_of_project(s."project_id") r
    WHERE CASE WHEN r."team" THEN s."team_status" IS NOT NULL OR s."team_exact"
      ELSE s."project_public" AND (s."investors_status" IS NOT NULL OR s."investors_exact") END;--> statement-breakpoint
-- Applies the rows a rewrite removed (gone, a jsonb array of {r, s}) and added to the readers' counts, in one
-- statement ordered by reader and status: two writers that share readers lock their count rows in one order.
CREATE OR REPLACE FUNCTION document_reader_counts_apply(gone jsonb, added jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "document_reader_counts" ("reader_id", "status", "documents")
    SELECT x."reader_id", x."status", sum(x."n")::int FROM (
        SELECT (g ->> 'r')::uuid AS "reader_id", g ->> 's' AS "status", -1 AS "n" FROM jsonb_array_elements(gone) g
        UNION ALL
        SELECT (a ->> 'r')::uuid, a ->> 's', 1 FROM jsonb_array_elements(added) a) x
      WHERE x."status" IS NOT NULL
      GROUP BY x."reader_id", x."status" HAVING sum(x."n") <> 0
      ORDER BY x."reader_id", x."status"
  ON CONFLICT ("reader_id", "status")
    DO UPDATE SET "documents" = "document_reader_counts"."documents" + excluded."documents";
$$;--> statement-breakpoint
-- One series rewritten for every reader of its project, after its kept row changed (an upload, a review, a
-- signature, the project made public or private). Takes the project's lock exclusively: a commitment or a team
-- change in the project (shared, at its commit) either committed before, and is read here, or waits and reads
-- this series' new row.
CREATE OR REPLACE FUNCTION document_reader_series_of_series(p_series uuid, p_project uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone jsonb;
  added jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('document_reader_series:' || p_project::text, 0));
  WITH d AS (DELETE FROM "document_reader_series" WHERE "series_id" = p_series RETURNING "reader_id", "status")
    SELECT coalesce(jsonb_agg(jsonb_build_object('r', d."reader_id", 's', d."status")), '[]') INTO gone FROM d;
  WITH a AS (
    INSERT INTO "document_reader_series" ("reader_id", "series_id", "project_id", "document_id", "created_at",
        "status", "exact")
      SELECT * FROM "document_reader_rule" WHERE "series_id" = p_series
      RETURNING "reader_id", "status")
    SELECT coalesce(jsonb_agg(jsonb_build_object('r', a."reader_id", 's', a."status")), '[]') INTO added FROM a;
  PERFORM document_reader_counts_apply(gone, added);
END;
$$;--> statement-breakpoint
-- One reader's rows in one project rewritten, after they joined or left its team or made or ended a commitment
-- in it (shared lock: commitments in one project do not wait for each other).
CREATE OR REPLACE FUNCTION document_reader_series_of_reader(p_reader uuid, p_project uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone jsonb;
  added jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('document_reader_series:' || p_project::text, 0));
  WITH d AS (DELETE FROM "document_reader_series" WHERE "project_id" = p_project AND "reader_id" = p_reader
      RETURNING "reader_id", "status")
    SELECT coalesce(jsonb_agg(jsonb_build_object('r', d."reader_id", 's', d."status")), '[]') INTO gone FROM d;
  WITH a AS (
    INSERT INTO "document_reader_series" ("reader_id", "series_id", "project_id", "document_id", "created_at",
        "status", "exact")
      SELECT * FROM "document_reader_rule" WHERE "project_id" = p_project AND "reader_id" = p_reader
      ON CONFLICT ("reader_id", "series_id") DO NOTHING
      RETURNING "reader_id", "status")
    SELECT coalesce(jsonb_agg(jsonb_build_object('r', a."reader_id", 's', a."status")), '[]') INTO added FROM a;
  PERFORM document_reader_counts_apply(gone, added);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_series_audiences_keep_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."project_id" <> NEW."project_id") THEN
    PERFORM document_reader_series_of_series(OLD."series_id", OLD."project_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM document_reader_series_of_series(NEW."series_id", NEW."project_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A commitment made, ended or moved. The status is compared as text through jsonb, as migration 0048's
-- triggers read enums (a session keeps an enum's type with a comparison of OLD's column).
CREATE OR REPLACE FUNCTION investments_keep_document_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."investor_id" = NEW."investor_id" AND OLD."project_id" = NEW."project_id"
      AND (to_jsonb(OLD) ->> 'status' = 'active') = (to_jsonb(NEW) ->> 'status' = 'active') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM document_reader_series_of_reader(OLD."investor_id", OLD."project_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM document_reader_series_of_reader(NEW."investor_id", NEW."project_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A team member linked to an account (an accepted invitation), unlinked, removed or moved.
CREATE OR REPLACE FUNCTION project_team_members_keep_document_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" IS NOT DISTINCT FROM NEW."user_id"
      AND OLD."project_id" = NEW."project_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."user_id" IS NOT NULL THEN
    PERFORM document_reader_series_of_reader(OLD."user_id", OLD."project_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."user_id" IS NOT NULL THEN
    PERFORM document_reader_series_of_reader(NEW."user_id", NEW."project_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A project handed to another creator (no screen does it today; SQL may).
CREATE OR REPLACE FUNCTION projects_keep_document_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."created_by" IS NOT DISTINCT FROM NEW."created_by" THEN
    RETURN NULL;
  END IF;
  IF OLD."created_by" IS NOT NULL THEN PERFORM document_reader_series_of_reader(OLD."created_by", OLD."id"); END IF;
  IF NEW."created_by" IS NOT NULL THEN PERFORM document_reader_series_of_reader(NEW."created_by", NEW."id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every reader's rows and counts from the series rows at once: what is already there when the migration runs, and
-- after a bulk load that paused the triggers (bench/scale/top-up.sql).
CREATE OR REPLACE FUNCTION document_reader_series_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "document_reader_series";
  DELETE FROM "document_reader_counts";
  INSERT INTO "document_reader_series" ("reader_id", "series_id", "project_id", "document_id", "created_at",
      "status", "exact")
    SELECT * FROM "document_reader_rule";
  INSERT INTO "document_reader_counts" ("reader_id", "status", "documents")
    SELECT "reader_id", "status", count(*)::int FROM "document_reader_series" WHERE "status" IS NOT NULL
    GROUP BY "reader_id", "status";
END;
$$;--> statement-breakpoint
SELECT document_reader_series_rebuild();--> statement-breakpoint
CREATE TRIGGER document_series_audiences_keep_readers AFTER INSERT OR DELETE OR UPDATE
  ON "document_series_audiences" FOR EACH ROW EXECUTE FUNCTION document_series_audiences_keep_readers();--> statement-breakpoint
-- Commitments, team members and creators at the commit: by then a commitment holds its project's row (decision
-- 064), which a change of the project's status (which rewrites its series, exclusively) takes before the lock
-- here, so the two never wait for each other in opposite orders.
CREATE CONSTRAINT TRIGGER investments_keep_document_readers AFTER INSERT OR DELETE OR UPDATE ON "investments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION investments_keep_document_readers();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_team_members_keep_document_readers
  AFTER INSERT OR DELETE OR UPDATE OF "user_id", "project_id" ON "project_team_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION project_team_members_keep_document_readers();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER projects_keep_document_readers AFTER UPDATE OF "created_by" ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION projects_keep_document_readers();
