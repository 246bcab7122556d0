CREATE TABLE "diary_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"update_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase_id" uuid,
	"phase_name" text NOT NULL,
	"progress" smallint NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_updates_progress_range" CHECK ("diary_updates"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "project_phases" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_photos" ADD CONSTRAINT "diary_photos_update_id_diary_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."diary_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_photos" ADD CONSTRAINT "diary_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_updates" ADD CONSTRAINT "diary_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_updates" ADD CONSTRAINT "diary_updates_phase_id_project_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."project_phases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_updates" ADD CONSTRAINT "diary_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_photos_update_idx" ON "diary_photos" USING btree ("update_id","position");--> statement-breakpoint
CREATE INDEX "diary_updates_project_created_idx" ON "diary_updates" USING btree ("project_id","created_at","id");--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "phases_progress_range" CHECK ("project_phases"."progress" between 0 and 100);--> statement-breakpoint
-- Custom (decision 058): the phases that already exist get the percentage their hand-set status means.
UPDATE "project_phases" SET "progress" = CASE "status" WHEN 'completed' THEN 100 WHEN 'in-progress' THEN 50 ELSE 0 END;
