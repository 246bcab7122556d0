-- Decision 133 (docs/decisions/133-documents-list-from-kept-series-rows.md): the documents list read every
-- document of the reader's scope on each request (about 3 000 for an investor holding 2 000 commitments) to
-- cut a page of 20 and count its summary cards. What each series lists is now kept, by triggers in the
-- transaction of every change, whatever code or SQL makes it, and the list reads one row per series of the
-- reader's own projects:
--   documents.confidential     the version is the PDF of a confidential signature request (SCP, investment;
--                              CONFIDENTIAL_SIGNATURE_TYPES in packages/shared/src/signatures.ts);
--   document_series_audiences  per series, its newest version (team) and its newest version for investors or
--                              backers (investors), each with its shown status and date; a series holding a
--                              confidential PDF lists nothing there and is read per reader (*_exact); and
--                              whether its project is public and past draft (project_public), kept from the
--                              project's row, so the list looks up no project a reader backs;
--   investments_investor_active_project_idx  the projects an investor backs, from the index alone.
CREATE TABLE "document_series_audiences" (
	"series_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"team_document_id" uuid,
	"team_created_at" timestamp with time zone,
	"team_status" text,
	"investors_document_id" uuid,
	"investors_created_at" timestamp with time zone,
	"investors_status" text,
	"team_exact" boolean DEFAULT false NOT NULL,
	"investors_exact" boolean DEFAULT false NOT NULL,
	"project_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "document_series_audiences_team_idx" ON "document_series_audiences" USING btree ("project_id","team_created_at","team_document_id","team_status","team_exact","series_id");--> statement-breakpoint
CREATE INDEX "document_series_audiences_investors_idx" ON "document_series_audiences" USING btree ("project_id","investors_created_at","investors_document_id","investors_status","investors_exact","series_id") WHERE "document_series_audiences"."project_public" and ("document_series_audiences"."investors_status" is not null or "document_series_audiences"."investors_exact");--> statement-breakpoint
CREATE INDEX "investments_investor_active_project_idx" ON "investments" USING btree ("investor_id","project_id") WHERE "investments"."status" = 'active';
--> statement-breakpoint
-- A confidential request added, moved, retyped or deleted: the documents it covered or covers ask again.
-- On every update, the columns compared here (see documents_recount_audiences for why not UPDATE OF).
CREATE OR REPLACE FUNCTION signature_requests_keep_document_confidential() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."document_id" IS NOT DISTINCT FROM NEW."document_id"
      AND to_jsonb(OLD) -> 'type' = to_jsonb(NEW) -> 'type' THEN
    RETURN NULL;
  END IF;
  UPDATE "documents" d SET "confidential" = EXISTS (SELECT 1 FROM "signature_requests" r
      WHERE r."document_id" = d."id" AND r."type" IN ('scp', 'investment'))
    WHERE d."id" IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."document_id" END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."document_id" END)
    AND d."confidential" IS DISTINCT FROM EXISTS (SELECT 1 FROM "signature_requests" r
      WHERE r."document_id" = d."id" AND r."type" IN ('scp', 'investment'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Recounts one series from its rows. Recounting (instead of following each row's old and new values) stays
-- right whatever the order in which a statement's rows and the other triggers' updates (latest, signed)
-- arrive.
CREATE OR REPLACE FUNCTION document_series_recount(p_series uuid, p_project uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  now_row "document_series_audiences"%ROWTYPE;
BEGIN
  -- The series' row first, locked: two transactions writing one series take turns, and the second's
  -- recount (a later statement, so a later snapshot) reads what the first committed.
  INSERT INTO "document_series_audiences" ("series_id", "project_id") VALUES (p_series, p_project)
    ON CONFLICT ("series_id") DO NOTHING;
  PERFORM 1 FROM "document_series_audiences" WHERE "series_id" = p_series FOR UPDATE;
  SELECT p_series, (array_agg(d."project_id"))[1],
      (array_agg(d."id" ORDER BY d."version" DESC))[1],
      (array_agg(d."created_at" ORDER BY d."version" DESC))[1],
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC))[1],
      (array_agg(d."id" ORDER BY d."version" DESC) FILTER (WHERE d."visibility" <> 'team'))[1],
      (array_agg(d."created_at" ORDER BY d."version" DESC) FILTER (WHERE d."visibility" <> 'team'))[1],
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC)
        FILTER (WHERE d."visibility" <> 'team'))[1],
      coalesce(bool_or(d."confidential"), false),
      coalesce(bool_or(d."confidential") FILTER (WHERE d."visibility" <> 'team'), false),
      false
    INTO now_row
    FROM "documents" d WHERE d."series_id" = p_series;
  IF now_row."project_id" IS NULL THEN
    DELETE FROM "document_series_audiences" WHERE "series_id" = p_series;
    RETURN;
  END IF;
  IF now_row."team_exact" THEN
    now_row."team_document_id" := NULL;
    now_row."team_created_at" := NULL;
    now_row."team_status" := NULL;
  END IF;
  IF now_row."investors_exact" THEN
    now_row."investors_document_id" := NULL;
    now_row."investors_created_at" := NULL;
    now_row."investors_status" := NULL;
  END IF;
  now_row."project_public" := coalesce((SELECT p."status" <> 'draft' AND p."visibility" = 'public'
    FROM "projects" p WHERE p."id" = now_row."project_id"), false);
  UPDATE "document_series_audiences" SET "project_id" = now_row."project_id",
      "team_document_id" = now_row."team_document_id", "team_created_at" = now_row."team_created_at",
      "team_status" = now_row."team_status", "investors_document_id" = now_row."investors_document_id",
      "investors_created_at" = now_row."investors_created_at", "investors_status" = now_row."investors_status",
      "team_exact" = now_row."team_exact", "investors_exact" = now_row."investors_exact",
      "project_public" = now_row."project_public"
    WHERE "series_id" = p_series;
END;
$$;--> statement-breakpoint
-- On every update, the columns compared here rather than named in the trigger (UPDATE OF): a column a
-- trigger names cannot change type (a later migration of the visibility enum, as 0032 was, would fail).
-- The two enum columns are compared through jsonb: a comparison of OLD."visibility" is kept by each session
-- with the enum's type, and a migration that replaces the type (as 0032 did) made it fail ("cache lookup
-- failed for type") in sessions that had run it.
CREATE OR REPLACE FUNCTION documents_recount_audiences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."latest", OLD."signed", OLD."confidential", OLD."version", OLD."created_at",
      OLD."series_id", OLD."project_id") IS NOT DISTINCT FROM (NEW."latest", NEW."signed", NEW."confidential",
      NEW."version", NEW."created_at", NEW."series_id", NEW."project_id")
      AND to_jsonb(OLD) -> 'review_status' = to_jsonb(NEW) -> 'review_status'
      AND to_jsonb(OLD) -> 'visibility' = to_jsonb(NEW) -> 'visibility' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM document_series_recount(OLD."series_id", OLD."project_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."series_id" <> OLD."series_id") THEN
    PERFORM document_series_recount(NEW."series_id", NEW."project_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_reset_audiences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "document_series_audiences";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A project made public or private, or moved to or from draft: its series' rows follow (a project holds a few).
CREATE OR REPLACE FUNCTION projects_keep_document_series_public() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Read as text through jsonb, as documents_recount_audiences reads its enums.
  was_public boolean := to_jsonb(OLD) ->> 'status' <> 'draft' AND to_jsonb(OLD) ->> 'visibility' = 'public';
  now_public boolean := to_jsonb(NEW) ->> 'status' <> 'draft' AND to_jsonb(NEW) ->> 'visibility' = 'public';
BEGIN
  IF was_public IS NOT DISTINCT FROM now_public THEN
    RETURN NULL;
  END IF;
  UPDATE "document_series_audiences" SET "project_public" = now_public
    WHERE "project_id" = NEW."id" AND "project_public" IS DISTINCT FROM now_public;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What is already there, once (before the triggers, which would recount each series once per row).
UPDATE "documents" d SET "confidential" = true WHERE EXISTS (SELECT 1 FROM "signature_requests" r
  WHERE r."document_id" = d."id" AND r."type" IN ('scp', 'investment'));--> statement-breakpoint
INSERT INTO "document_series_audiences" ("series_id", "project_id", "team_document_id", "team_created_at",
    "team_status", "investors_document_id", "investors_created_at", "investors_status", "team_exact",
    "investors_exact", "project_public")
  SELECT s."series_id", s."project_id",
      CASE WHEN s."team_exact" THEN NULL ELSE s."team_document_id" END,
      CASE WHEN s."team_exact" THEN NULL ELSE s."team_created_at" END,
      CASE WHEN s."team_exact" THEN NULL ELSE s."team_status" END,
      CASE WHEN s."investors_exact" THEN NULL ELSE s."investors_document_id" END,
      CASE WHEN s."investors_exact" THEN NULL ELSE s."investors_created_at" END,
      CASE WHEN s."investors_exact" THEN NULL ELSE s."investors_status" END,
      s."team_exact", s."investors_exact",
      coalesce((SELECT p."status" <> 'draft' AND p."visibility" = 'public' FROM "projects" p
        WHERE p."id" = s."project_id"), false)
  FROM (SELECT d."series_id", (array_agg(d."project_id"))[1] AS "project_id",
      (array_agg(d."id" ORDER BY d."version" DESC))[1] AS "team_document_id",
      (array_agg(d."created_at" ORDER BY d."version" DESC))[1] AS "team_created_at",
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END
        ORDER BY d."version" DESC))[1] AS "team_status",
      (array_agg(d."id" ORDER BY d."version" DESC) FILTER (WHERE d."visibility" <> 'team'))[1]
        AS "investors_document_id",
      (array_agg(d."created_at" ORDER BY d."version" DESC) FILTER (WHERE d."visibility" <> 'team'))[1]
        AS "investors_created_at",
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC)
        FILTER (WHERE d."visibility" <> 'team'))[1] AS "investors_status",
      bool_or(d."confidential") AS "team_exact",
      coalesce(bool_or(d."confidential") FILTER (WHERE d."visibility" <> 'team'), false) AS "investors_exact"
    FROM "documents" d GROUP BY d."series_id") s;--> statement-breakpoint
CREATE TRIGGER signature_requests_keep_document_confidential
  AFTER INSERT OR DELETE OR UPDATE ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION signature_requests_keep_document_confidential();--> statement-breakpoint
-- Named to fire after documents_keep_latest and documents_keep_status_counts (triggers fire in name order):
-- a writer locks the document rows, then the four status rows, then the series, in the order an upload and
-- a review both take them.
CREATE TRIGGER documents_recount_audiences AFTER INSERT OR DELETE OR UPDATE
  ON "documents" FOR EACH ROW EXECUTE FUNCTION documents_recount_audiences();--> statement-breakpoint
-- On every update of a project, the two columns compared in the function (see documents_recount_audiences).
CREATE TRIGGER projects_keep_document_series_public AFTER UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION projects_keep_document_series_public();--> statement-breakpoint
CREATE TRIGGER documents_reset_audiences AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION documents_reset_audiences();
