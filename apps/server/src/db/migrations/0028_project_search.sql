CREATE TABLE "project_search" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" "project_status" NOT NULL,
	"visibility" "project_visibility" NOT NULL,
	"project_type" "project_type" NOT NULL,
	"purpose" "project_purpose" NOT NULL,
	"created_by" uuid NOT NULL,
	"target_amount" numeric(15, 2),
	"roi" numeric(7, 2)
);
--> statement-breakpoint
ALTER TABLE "project_search" ADD CONSTRAINT "project_search_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_search_trgm_idx" ON "project_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Decision 072 (docs/decisions/072-project-search-rows-and-bench-passes.md): a search gathers its matches, and aggregates the
-- summary over them, from these narrow rows. Kept in the statement of each change to a project, whatever
-- code or SQL made it; a change to a column the search does not read (the raised amount of every
-- commitment, the dates of the lifecycle) does not touch them. A deleted project's row goes by the cascade.
CREATE OR REPLACE FUNCTION projects_keep_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_search" AS s ("project_id", "search_text", "created_at", "status", "visibility",
      "project_type", "purpose", "created_by", "target_amount", "roi")
    VALUES (NEW."id", NEW."search_text", NEW."created_at", NEW."status", NEW."visibility", NEW."project_type",
      NEW."purpose", NEW."created_by", NEW."target_amount", NEW."roi")
    ON CONFLICT ("project_id") DO UPDATE SET "search_text" = excluded."search_text",
      "created_at" = excluded."created_at", "status" = excluded."status", "visibility" = excluded."visibility",
      "project_type" = excluded."project_type", "purpose" = excluded."purpose",
      "created_by" = excluded."created_by", "target_amount" = excluded."target_amount", "roi" = excluded."roi";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_keep_search_row" AFTER INSERT OR UPDATE OF "search_text", "created_at", "status",
  "visibility", "project_type", "purpose", "created_by", "target_amount", "roi"
  ON "projects" FOR EACH ROW EXECUTE FUNCTION projects_keep_search_row();--> statement-breakpoint
-- The projects already there, once.
INSERT INTO "project_search" ("project_id", "search_text", "created_at", "status", "visibility", "project_type",
    "purpose", "created_by", "target_amount", "roi")
  SELECT "id", "search_text", "created_at", "status", "visibility", "project_type", "purpose", "created_by",
    "target_amount", "roi" FROM "projects";
