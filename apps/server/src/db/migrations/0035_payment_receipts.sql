-- docs/decisions/117-payment-receipts.md: one receipt (comprovante) per money movement, unique by its ledger
-- reference, with the parties' names and masked documents, the accounts that may read it and the
-- unguessable code of its public check page.
CREATE TYPE "public"."payment_receipt_kind" AS ENUM('pix_in', 'refund', 'release', 'payout', 'distribution');--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "payment_receipt_kind" NOT NULL,
	"ledger_reference" text NOT NULL,
	"end_to_end_id" text,
	"amount_cents" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payer_name" text NOT NULL,
	"payer_document_masked" text,
	"payee_name" text NOT NULL,
	"payee_document_masked" text,
	"project_id" uuid,
	"reader_user_ids" uuid[] NOT NULL,
	"check_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_amount_positive" CHECK ("payment_receipts"."amount_cents" > 0),
	CONSTRAINT "payment_receipts_reference_present" CHECK (length("payment_receipts"."ledger_reference") > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_ledger_reference_idx" ON "payment_receipts" USING btree ("ledger_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_check_code_idx" ON "payment_receipts" USING btree ("check_code");--> statement-breakpoint
CREATE INDEX "payment_receipts_readers_idx" ON "payment_receipts" USING gin ("reader_user_ids");