-- Decision 055: the trigram index on projects.search_text below needs pg_trgm (a trusted
-- extension: the database's owner may create it; PGlite loads it from db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "project_figures" (
	"visibility" "project_visibility" NOT NULL,
	"status" "project_status" NOT NULL,
	"project_type" "project_type" NOT NULL,
	"purpose" "project_purpose" NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	"target_amount" numeric DEFAULT '0' NOT NULL,
	"roi_sum" numeric DEFAULT '0' NOT NULL,
	"roi_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_figures_visibility_status_project_type_purpose_pk" PRIMARY KEY("visibility","status","project_type","purpose")
);
--> statement-breakpoint
CREATE INDEX "projects_listed_newest_first_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."status" <> 'draft' and "projects"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Decision 055 (docs/decisions/055-project-list-summary-search-home-flat.md): the project list's summary
-- aggregated every visible project on each request. Its figures are kept here instead, per visibility,
-- status, type and purpose, by a trigger in the transaction of every change to a project, so they are
-- exact at every commit whoever writes (the API, a job, SQL, the cascade of a deleted account). An
-- update that moves none of the six columns (the raised amount of every commitment) does not fire it.
CREATE OR REPLACE FUNCTION project_figures_move(p_visibility project_visibility, p_status project_status,
  p_type project_type, p_purpose project_purpose, p_target numeric, p_roi numeric, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_figures" AS f ("visibility", "status", "project_type", "purpose", "projects", "target_amount",
      "roi_sum", "roi_count")
    VALUES (p_visibility, p_status, p_type, p_purpose, p_sign, p_sign * coalesce(p_target, 0),
      p_sign * coalesce(p_roi, 0), CASE WHEN p_roi IS NULL THEN 0 ELSE p_sign END)
    ON CONFLICT ("visibility", "status", "project_type", "purpose") DO UPDATE SET
      "projects" = f."projects" + excluded."projects",
      "target_amount" = f."target_amount" + excluded."target_amount",
      "roi_sum" = f."roi_sum" + excluded."roi_sum",
      "roi_count" = f."roi_count" + excluded."roi_count";
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM project_figures_move(OLD."visibility", OLD."status", OLD."project_type", OLD."purpose",
      OLD."target_amount", OLD."roi", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM project_figures_move(NEW."visibility", NEW."status", NEW."project_type", NEW."purpose",
      NEW."target_amount", NEW."roi", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_keep_figures AFTER INSERT OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION projects_keep_figures();--> statement-breakpoint
CREATE TRIGGER projects_keep_figures_on_update AFTER UPDATE OF "visibility", "status", "project_type", "purpose",
    "target_amount", "roi" ON "projects" FOR EACH ROW
  WHEN ((OLD."visibility", OLD."status", OLD."project_type", OLD."purpose", OLD."target_amount", OLD."roi")
    IS DISTINCT FROM (NEW."visibility", NEW."status", NEW."project_type", NEW."purpose", NEW."target_amount", NEW."roi"))
  EXECUTE FUNCTION projects_keep_figures();--> statement-breakpoint
-- Emptying projects in one statement (tests, restores) empties the figures with it.
CREATE OR REPLACE FUNCTION projects_reset_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_figures";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_reset_figures AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION projects_reset_figures();--> statement-breakpoint
-- What is already there, counted once.
INSERT INTO "project_figures" ("visibility", "status", "project_type", "purpose", "projects", "target_amount",
    "roi_sum", "roi_count")
  SELECT "visibility", "status", "project_type", "purpose", count(*), coalesce(sum("target_amount"), 0),
    coalesce(sum("roi"), 0), count("roi")
  FROM "projects" GROUP BY 1, 2, 3, 4;
