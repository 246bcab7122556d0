-- Decision 136 (docs/decisions/136-project-search-by-word-beginnings.md): the project search finds word
-- beginnings. It read every match of a term through the trigram index of the search rows, unordered, to cut
-- a page of twelve and count the summary; now each search row's words are kept here, one row per distinct
-- beginning of at least three letters per project, in the page's order and with the filters' columns, and
-- the summary per beginning and filter, by a trigger on the search rows in the transaction of every change
-- (whatever code or SQL makes it). The trigram index of the search rows goes: nothing reads it any more.
CREATE TABLE "project_word_beginnings" (
	"beginning" text NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" "project_status" NOT NULL,
	"visibility" "project_visibility" NOT NULL,
	"project_type" "project_type" NOT NULL,
	"purpose" "project_purpose" NOT NULL,
	"created_by" uuid NOT NULL,
	"target_amount" numeric(15, 2),
	"roi" numeric(7, 2),
	CONSTRAINT "project_word_beginnings_project_id_beginning_pk" PRIMARY KEY("project_id","beginning")
);
--> statement-breakpoint
CREATE TABLE "project_word_figures" (
	"beginning" text NOT NULL,
	"visibility" "project_visibility" NOT NULL,
	"status" "project_status" NOT NULL,
	"project_type" "project_type" NOT NULL,
	"purpose" "project_purpose" NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	"target_amount" numeric DEFAULT '0' NOT NULL,
	"roi_sum" numeric DEFAULT '0' NOT NULL,
	"roi_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_word_figures_beginning_visibility_status_project_type_purpose_pk" PRIMARY KEY("beginning","visibility","status","project_type","purpose")
);
--> statement-breakpoint
DROP INDEX "project_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "project_word_beginnings" ADD CONSTRAINT "project_word_beginnings_project_id_project_search_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_search"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_word_beginnings_newest_first_idx" ON "project_word_beginnings" USING btree ("beginning","created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_word_beginnings_listed_idx" ON "project_word_beginnings" USING btree ("beginning","created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST) WHERE status <> 'draft' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "project_word_beginnings_listed_status_idx" ON "project_word_beginnings" USING btree ("beginning","status","created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST) WHERE status <> 'draft' and visibility = 'public';--> statement-breakpoint
-- A text's words (runs of letters and digits of the lower-case, accent-free search text) and each one's
-- distinct beginnings of three letters or more: "vila verde" gives vil, vila, ver, verd, verde. The
-- server splits a query the same way (modules/projects/search-words.ts).
CREATE OR REPLACE FUNCTION search_word_beginnings(p_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT left(w, n)
  FROM regexp_split_to_table(lower(p_text), '[^a-z0-9]+') AS w, generate_series(3, length(w)) AS n
$$;--> statement-breakpoint
-- A search row's change rewrites its beginnings (a new text or creation time) or their columns (status,
-- visibility, …), and moves the kept figures from the old row's beginnings and filters to the new row's in
-- one statement, in key order, so two writers take the figures' row locks in the same order.
CREATE OR REPLACE FUNCTION project_search_keep_word_beginnings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."search_text" = NEW."search_text" AND OLD."created_at" = NEW."created_at" THEN
    UPDATE "project_word_beginnings" SET "status" = NEW."status", "visibility" = NEW."visibility",
        "project_type" = NEW."project_type", "purpose" = NEW."purpose", "created_by" = NEW."created_by",
        "target_amount" = NEW."target_amount", "roi" = NEW."roi"
      WHERE "project_id" = NEW."project_id";
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      DELETE FROM "project_word_beginnings" WHERE "project_id" = OLD."project_id";
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO "project_word_beginnings" ("beginning", "project_id", "created_at", "status", "visibility",
          "project_type", "purpose", "created_by", "target_amount", "roi")
        SELECT b, NEW."project_id", NEW."created_at", NEW."status", NEW."visibility", NEW."project_type",
          NEW."purpose", NEW."created_by", NEW."target_amount", NEW."roi"
        FROM search_word_beginnings(NEW."search_text") AS b;
    END IF;
  END IF;
  INSERT INTO "project_word_figures" AS f ("beginning", "visibility", "status", "project_type", "purpose",
      "projects", "target_amount", "roi_sum", "roi_count")
    SELECT beginning, visibility, status, project_type, purpose, sum(sign), sum(sign * coalesce(target, 0)),
      sum(sign * coalesce(roi, 0)), sum(CASE WHEN roi IS NULL THEN 0 ELSE sign END)
    FROM (
      SELECT b AS beginning, OLD."visibility" AS visibility, OLD."status" AS status,
        OLD."project_type" AS project_type, OLD."purpose" AS purpose, OLD."target_amount" AS target,
        OLD."roi" AS roi, -1 AS sign
      FROM search_word_beginnings(CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN OLD."search_text" END) AS b
      UNION ALL
      SELECT b, NEW."visibility", NEW."status", NEW."project_type", NEW."purpose", NEW."target_amount", NEW."roi", 1
      FROM search_word_beginnings(CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN NEW."search_text" END) AS b
    ) AS moves
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(target, 0)) <> 0 OR sum(sign * coalesce(roi, 0)) <> 0
      OR sum(CASE WHEN roi IS NULL THEN 0 ELSE sign END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("beginning", "visibility", "status", "project_type", "purpose") DO UPDATE SET
      "projects" = f."projects" + excluded."projects",
      "target_amount" = f."target_amount" + excluded."target_amount",
      "roi_sum" = f."roi_sum" + excluded."roi_sum",
      "roi_count" = f."roi_count" + excluded."roi_count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_search_keep_word_beginnings" AFTER INSERT OR DELETE ON "project_search"
  FOR EACH ROW EXECUTE FUNCTION project_search_keep_word_beginnings();--> statement-breakpoint
CREATE TRIGGER "project_search_keep_word_beginnings_on_update" AFTER UPDATE ON "project_search" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION project_search_keep_word_beginnings();--> statement-breakpoint
-- Emptying the search rows in one statement (tests, restores; their beginnings go by the cascade) empties the
-- figures with them.
CREATE OR REPLACE FUNCTION project_search_reset_word_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_word_figures";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_search_reset_word_figures" AFTER TRUNCATE ON "project_search"
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_reset_word_figures();--> statement-breakpoint
-- The projects already there, once.
INSERT INTO "project_word_beginnings" ("beginning", "project_id", "created_at", "status", "visibility",
    "project_type", "purpose", "created_by", "target_amount", "roi")
  SELECT b, s."project_id", s."created_at", s."status", s."visibility", s."project_type", s."purpose",
    s."created_by", s."target_amount", s."roi"
  FROM "project_search" AS s, search_word_beginnings(s."search_text") AS b;--> statement-breakpoint
INSERT INTO "project_word_figures" ("beginning", "visibility", "status", "project_type", "purpose", "projects",
    "target_amount", "roi_sum", "roi_count")
  SELECT "beginning", "visibility", "status", "project_type", "purpose", count(*), coalesce(sum("target_amount"), 0),
    coalesce(sum("roi"), 0), count("roi")
  FROM "project_word_beginnings" GROUP BY 1, 2, 3, 4, 5;
