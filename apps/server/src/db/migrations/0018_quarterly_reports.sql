CREATE TABLE "quarterly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"document_id" uuid,
	"final" boolean NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quarterly_reports_quarter_range" CHECK ("quarterly_reports"."quarter" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "quarterly_reports" ADD CONSTRAINT "quarterly_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_reports" ADD CONSTRAINT "quarterly_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_reports" ADD CONSTRAINT "quarterly_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quarterly_reports_project_idx" ON "quarterly_reports" USING btree ("project_id","year","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "quarterly_reports_one_scheduled_idx" ON "quarterly_reports" USING btree ("project_id","year","quarter") WHERE "quarterly_reports"."requested_by" is null;