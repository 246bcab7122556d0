-- docs/decisions/111-refunds-and-withdrawal-period.md: money given back through API Pix's devolucao, one row per
-- refund (a whole Pix at most once), written with its durable job; the job records the PSP's answers.
CREATE TYPE "public"."payment_refund_cause" AS ENUM('withdrawal', 'failed_raise', 'wrong_value', 'wrong_payer', 'room_gone', 'admin');--> statement-breakpoint
CREATE TYPE "public"."payment_refund_status" AS ENUM('pending', 'sent', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"psp_refund_id" text NOT NULL,
	"investment_id" uuid,
	"charge_id" uuid,
	"project_id" uuid,
	"user_id" uuid,
	"held_in" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"whole" boolean DEFAULT true NOT NULL,
	"reason" text NOT NULL,
	"cause" "payment_refund_cause" NOT NULL,
	"status" "payment_refund_status" DEFAULT 'pending' NOT NULL,
	"psp_rtr_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"receipt_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_held_in" CHECK ("payment_refunds"."held_in" in ('project_escrow', 'unmatched')),
	CONSTRAINT "payment_refunds_project_when_escrow" CHECK (("payment_refunds"."held_in" = 'project_escrow') = ("payment_refunds"."project_id" is not null)),
	CONSTRAINT "payment_refunds_reason_present" CHECK (length("payment_refunds"."reason") > 0),
	CONSTRAINT "payment_refunds_refunded_at" CHECK (("payment_refunds"."status" = 'refunded') = ("payment_refunds"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_whole_once" ON "payment_refunds" USING btree ("end_to_end_id") WHERE "payment_refunds"."whole";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_psp_refund_id" ON "payment_refunds" USING btree ("end_to_end_id","psp_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_investment_idx" ON "payment_refunds" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_charge_idx" ON "payment_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("requested_at") WHERE "payment_refunds"."status" in ('pending', 'sent', 'failed');