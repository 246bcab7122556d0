-- docs/decisions/107-payment-states-raised-and-reserved.md: a Pix charge per commitment (or distribution
-- funding), its payment state, and the project's reserved amount (commitments awaiting their Pix) beside
-- raised_amount, which from now counts paid money only. Commitments made before this migration keep
-- counting as raised, without a charge.
CREATE TYPE "public"."payment_charge_purpose" AS ENUM('commitment', 'distribution_funding');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('awaiting_payment', 'paid', 'refunding', 'refunded', 'released', 'expired');--> statement-breakpoint
CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txid" text NOT NULL,
	"purpose" "payment_charge_purpose" NOT NULL,
	"investment_id" uuid,
	"distribution_id" uuid,
	"project_id" uuid NOT NULL,
	"payer_user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'awaiting_payment' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pix_copia_e_cola" text,
	"psp_location" text,
	"end_to_end_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charges_amount_positive" CHECK ("payment_charges"."amount_cents" > 0),
	CONSTRAINT "payment_charges_purpose_target" CHECK (("payment_charges"."purpose" = 'commitment' and "payment_charges"."investment_id" is not null) or ("payment_charges"."purpose" = 'distribution_funding' and "payment_charges"."distribution_id" is not null)),
	CONSTRAINT "payment_charges_paid_has_pix" CHECK ("payment_charges"."status" in ('awaiting_payment', 'expired') or "payment_charges"."end_to_end_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reserved_amount" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_txid_key" ON "payment_charges" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_investment_key" ON "payment_charges" USING btree ("investment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_end_to_end_key" ON "payment_charges" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "payment_charges_project_idx" ON "payment_charges" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payment_charges_payer_idx" ON "payment_charges" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "payment_charges_awaiting_expiry_idx" ON "payment_charges" USING btree ("expires_at") WHERE "payment_charges"."status" = 'awaiting_payment';