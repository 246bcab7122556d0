CREATE TYPE "public"."distribution_kind" AS ENUM('income', 'amortization');--> statement-breakpoint
CREATE TABLE "distribution_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"basis_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "distribution_shares_once" UNIQUE("distribution_id","investor_id"),
	CONSTRAINT "distribution_shares_amounts" CHECK ("distribution_shares"."amount_cents" >= 0 and "distribution_shares"."basis_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" "distribution_kind" NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_total_positive" CHECK ("distributions"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "distribution_shares" ADD CONSTRAINT "distribution_shares_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_shares" ADD CONSTRAINT "distribution_shares_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_shares_investor_idx" ON "distribution_shares" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "distributions_project_paid_idx" ON "distributions" USING btree ("project_id","paid_on","id");