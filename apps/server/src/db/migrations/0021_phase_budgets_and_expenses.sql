CREATE TABLE "project_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"spent_on" date NOT NULL,
	"description" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_id" uuid,
	"receipt_file_id" uuid,
	"quotation_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_expenses_quotation_once" UNIQUE("quotation_id"),
	CONSTRAINT "project_expenses_amount_positive" CHECK ("project_expenses"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "project_phases" ADD COLUMN "budget_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_phase_id_project_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."project_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_expenses_project_spent_idx" ON "project_expenses" USING btree ("project_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "project_expenses_phase_idx" ON "project_expenses" USING btree ("phase_id");--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "phases_budget_not_negative" CHECK ("project_phases"."budget_cents" >= 0);