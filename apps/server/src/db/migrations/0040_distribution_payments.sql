-- docs/decisions/115-distributions-paid.md: a distribution's funding (the creator's Pix credited to escrow, the paying
-- source copied) and each investor's share as paid: gross, income tax withheld (decision 104), net and its payout.
CREATE TABLE "distribution_fundings" (
	"distribution_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"total_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_document" text,
	"tax_month" text NOT NULL,
	"funded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distribution_fundings_amounts" CHECK ("distribution_fundings"."total_cents" > 0 and "distribution_fundings"."tax_cents" >= 0),
	CONSTRAINT "distribution_fundings_tax_month" CHECK ("distribution_fundings"."tax_month" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "distribution_fundings_payer_document" CHECK ("distribution_fundings"."payer_document" ~ '^([0-9]{11}|[0-9]{14})$')
);
--> statement-breakpoint
CREATE TABLE "distribution_share_payments" (
	"share_id" uuid PRIMARY KEY NOT NULL,
	"distribution_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"rule" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"tax_month" text NOT NULL,
	"payout_id" text,
	"funded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distribution_share_payments_amounts" CHECK ("distribution_share_payments"."gross_cents" > 0 and "distribution_share_payments"."tax_cents" >= 0 and "distribution_share_payments"."net_cents" >= 0 and "distribution_share_payments"."gross_cents" = "distribution_share_payments"."tax_cents" + "distribution_share_payments"."net_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_fundings_charge_key" ON "distribution_fundings" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "distribution_fundings_project_month_idx" ON "distribution_fundings" USING btree ("project_id","tax_month");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_share_payments_payout_key" ON "distribution_share_payments" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "distribution_share_payments_distribution_idx" ON "distribution_share_payments" USING btree ("distribution_id");--> statement-breakpoint
CREATE INDEX "distribution_share_payments_person_month_idx" ON "distribution_share_payments" USING btree ("investor_id","project_id","tax_month");--> statement-breakpoint
CREATE INDEX "distribution_share_payments_awaiting_key_idx" ON "distribution_share_payments" USING btree ("investor_id") WHERE "distribution_share_payments"."payout_id" is null and "distribution_share_payments"."net_cents" > 0;