-- Decision 133 (docs/decisions/133-documents-summary-kept-per-project-and-audience.md): the documents list's
-- summary cards and total counted every document of the reader's scope on each request (about 3 000 for an
-- investor holding 2 000 commitments). They are now kept per project and audience, by triggers in the
-- transaction of every change, whatever code or SQL makes it, and a reader's summary adds the rows of their
-- own projects:
--   documents.confidential     the version is the PDF of a confidential signature request (SCP, investment;
--                              CONFIDENTIAL_SIGNATURE_TYPES in packages/shared/src/signatures.ts);
--   document_series_audiences  what each series adds: the status of its newest version (team) and of its
--                              newest version for investors or backers (investors); a series holding a
--                              confidential PDF adds nothing there and is counted per reader (*_exact);
--   document_audience_counts   per project and audience, the series by status, and how many are counted
--                              per reader (exact).
CREATE TABLE "document_audience_counts" (
	"project_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"signed" integer DEFAULT 0 NOT NULL,
	"exact" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_audience_counts_project_id_audience_pk" PRIMARY KEY("project_id","audience"),
	CONSTRAINT "document_audience_counts_audience" CHECK ("document_audience_counts"."audience" in ('team', 'investors'))
);
--> statement-breakpoint
CREATE TABLE "document_series_audiences" (
	"series_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"team_status" text,
	"investors_status" text,
	"team_exact" boolean DEFAULT false NOT NULL,
	"investors_exact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "document_series_audiences_exact_idx" ON "document_series_audiences" USING btree ("project_id") WHERE "document_series_audiences"."team_exact" or "document_series_audiences"."investors_exact";
--> statement-breakpoint
-- A confidential request added, moved, retyped or deleted: the documents it covered or covers ask again.
CREATE OR REPLACE FUNCTION signature_requests_keep_document_confidential() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE OR REPLACE FUNCTION document_audience_counts_move(p_project uuid, p_audience text, old_status text,
  old_exact boolean, new_status text, new_exact boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_project IS NULL OR (old_status IS NOT DISTINCT FROM new_status AND old_exact = new_exact) THEN
    RETURN;
  END IF;
  INSERT INTO "document_audience_counts" AS c
      ("project_id", "audience", "approved", "pending", "rejected", "signed", "exact")
    VALUES (p_project, p_audience,
      coalesce(new_status = 'approved', false)::int - coalesce(old_status = 'approved', false)::int,
      coalesce(new_status = 'pending', false)::int - coalesce(old_status = 'pending', false)::int,
      coalesce(new_status = 'rejected', false)::int - coalesce(old_status = 'rejected', false)::int,
      coalesce(new_status = 'signed', false)::int - coalesce(old_status = 'signed', false)::int,
      new_exact::int - old_exact::int)
    ON CONFLICT ("project_id", "audience") DO UPDATE SET
      "approved" = c."approved" + excluded."approved", "pending" = c."pending" + excluded."pending",
      "rejected" = c."rejected" + excluded."rejected", "signed" = c."signed" + excluded."signed",
      "exact" = c."exact" + excluded."exact";
END;
$$;--> statement-breakpoint
-- Recounts one series from its rows and moves its project's counts by the difference with what the series
-- added before. Recounting (instead of following each row's old and new values) stays right whatever the
-- order in which a statement's rows and the other triggers' updates (latest, signed) arrive.
CREATE OR REPLACE FUNCTION document_series_recount(p_series uuid, p_project uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was "document_series_audiences"%ROWTYPE;
  now_project uuid;
  now_team text;
  now_investors text;
  now_team_exact boolean;
  now_investors_exact boolean;
BEGIN
  -- The series' row first, locked: two transactions writing one series take turns, and the second's
  -- recount (a later statement, so a later snapshot) reads what the first committed.
  INSERT INTO "document_series_audiences" ("series_id", "project_id") VALUES (p_series, p_project)
    ON CONFLICT ("series_id") DO NOTHING;
  SELECT * INTO was FROM "document_series_audiences" WHERE "series_id" = p_series FOR UPDATE;
  SELECT (array_agg(d."project_id"))[1],
      coalesce(bool_or(d."confidential"), false),
      coalesce(bool_or(d."confidential") FILTER (WHERE d."visibility" <> 'team'), false),
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC))[1],
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC)
        FILTER (WHERE d."visibility" <> 'team'))[1]
    INTO now_project, now_team_exact, now_investors_exact, now_team, now_investors
    FROM "documents" d WHERE d."series_id" = p_series;
  IF now_team_exact THEN now_team := NULL; END IF;
  IF now_investors_exact THEN now_investors := NULL; END IF;
  IF now_project IS NULL THEN
    DELETE FROM "document_series_audiences" WHERE "series_id" = p_series;
  ELSE
    UPDATE "document_series_audiences" SET "project_id" = now_project, "team_status" = now_team,
        "investors_status" = now_investors, "team_exact" = now_team_exact, "investors_exact" = now_investors_exact
      WHERE "series_id" = p_series;
  END IF;
  IF now_project IS NOT DISTINCT FROM was."project_id" THEN
    PERFORM document_audience_counts_move(was."project_id", 'team', was."team_status", was."team_exact",
      now_team, coalesce(now_team_exact, false));
    PERFORM document_audience_counts_move(was."project_id", 'investors', was."investors_status",
      was."investors_exact", now_investors, coalesce(now_investors_exact, false));
  ELSE
    -- No version left (now_project is null), or the series moved to another project (the app never moves one).
    PERFORM document_audience_counts_move(was."project_id", 'team', was."team_status", was."team_exact", NULL, false);
    PERFORM document_audience_counts_move(was."project_id", 'investors', was."investors_status",
      was."investors_exact", NULL, false);
    PERFORM document_audience_counts_move(now_project, 'team', NULL, false, now_team, coalesce(now_team_exact, false));
    PERFORM document_audience_counts_move(now_project, 'investors', NULL, false, now_investors,
      coalesce(now_investors_exact, false));
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_recount_audiences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM document_series_recount(OLD."series_id", OLD."project_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."series_id" <> OLD."series_id") THEN
    PERFORM document_series_recount(NEW."series_id", NEW."project_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_reset_audience_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "document_series_audiences";
  DELETE FROM "document_audience_counts";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What is already there, once (before the triggers, which would recount each series once per row).
UPDATE "documents" d SET "confidential" = true WHERE EXISTS (SELECT 1 FROM "signature_requests" r
  WHERE r."document_id" = d."id" AND r."type" IN ('scp', 'investment'));--> statement-breakpoint
INSERT INTO "document_series_audiences"
    ("series_id", "project_id", "team_status", "investors_status", "team_exact", "investors_exact")
  SELECT s."series_id", s."project_id", CASE WHEN s."team_exact" THEN NULL ELSE s."team_status" END,
      CASE WHEN s."investors_exact" THEN NULL ELSE s."investors_status" END, s."team_exact", s."investors_exact"
  FROM (SELECT d."series_id", (array_agg(d."project_id"))[1] AS "project_id",
      bool_or(d."confidential") AS "team_exact",
      coalesce(bool_or(d."confidential") FILTER (WHERE d."visibility" <> 'team'), false) AS "investors_exact",
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END
        ORDER BY d."version" DESC))[1] AS "team_status",
      (array_agg(CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END ORDER BY d."version" DESC)
        FILTER (WHERE d."visibility" <> 'team'))[1] AS "investors_status"
    FROM "documents" d GROUP BY d."series_id") s;--> statement-breakpoint
INSERT INTO "document_audience_counts" ("project_id", "audience", "approved", "pending", "rejected", "signed", "exact")
  SELECT "project_id", 'team', count(*) FILTER (WHERE "team_status" = 'approved'),
      count(*) FILTER (WHERE "team_status" = 'pending'), count(*) FILTER (WHERE "team_status" = 'rejected'),
      count(*) FILTER (WHERE "team_status" = 'signed'), count(*) FILTER (WHERE "team_exact")
    FROM "document_series_audiences" GROUP BY "project_id"
  UNION ALL
  SELECT "project_id", 'investors', count(*) FILTER (WHERE "investors_status" = 'approved'),
      count(*) FILTER (WHERE "investors_status" = 'pending'), count(*) FILTER (WHERE "investors_status" = 'rejected'),
      count(*) FILTER (WHERE "investors_status" = 'signed'), count(*) FILTER (WHERE "investors_exact")
    FROM "document_series_audiences" WHERE "investors_status" IS NOT NULL OR "investors_exact"
    GROUP BY "project_id";--> statement-breakpoint
CREATE TRIGGER signature_requests_keep_document_confidential
  AFTER INSERT OR DELETE OR UPDATE OF "type", "document_id"
  ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION signature_requests_keep_document_confidential();--> statement-breakpoint
-- Named to fire after documents_keep_latest and documents_keep_status_counts (triggers fire in name order):
-- a writer locks the document rows, then the four status rows, then the series, in the same order as a
-- review or an upload does.
CREATE TRIGGER documents_recount_audiences
  AFTER INSERT OR DELETE OR UPDATE OF "latest", "signed", "review_status", "visibility", "confidential", "version",
    "series_id", "project_id"
  ON "documents" FOR EACH ROW EXECUTE FUNCTION documents_recount_audiences();--> statement-breakpoint
CREATE TRIGGER documents_reset_audience_counts AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION documents_reset_audience_counts();
