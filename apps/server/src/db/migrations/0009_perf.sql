DROP INDEX "images_project_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
CREATE INDEX "images_project_position_idx" ON "project_images" USING btree ("project_id","position","id");--> statement-breakpoint
CREATE INDEX "projects_newest_first_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);