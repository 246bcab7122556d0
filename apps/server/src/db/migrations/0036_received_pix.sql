-- docs/decisions/109-pix-webhook-intake-and-reconciler.md: every Pix the escrow account received, once by its
-- endToEndId (webhook, reconciler or statement), with what the intake made of it (credited, refunded, unmatched).
CREATE TYPE "public"."received_pix_outcome" AS ENUM('pending', 'credited', 'refund_wrong_value', 'refund_wrong_payer', 'refund_room_gone', 'unmatched', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."received_pix_source" AS ENUM('webhook', 'reconciler', 'statement');--> statement-breakpoint
CREATE TABLE "received_pix" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"amount_cents" bigint NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"payer_document" text,
	"payer_name" text,
	"info" text,
	"source" "received_pix_source" NOT NULL,
	"outcome" "received_pix_outcome" DEFAULT 'pending' NOT NULL,
	"charge_id" uuid,
	"project_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "received_pix_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "received_pix_amount" CHECK ("received_pix"."amount_cents" > 0),
	CONSTRAINT "received_pix_processed" CHECK (("received_pix"."outcome" = 'pending') = ("received_pix"."processed_at" is null))
);
--> statement-breakpoint
CREATE INDEX "received_pix_horario_idx" ON "received_pix" USING btree ("horario");--> statement-breakpoint
CREATE INDEX "received_pix_txid_idx" ON "received_pix" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "received_pix_open_idx" ON "received_pix" USING btree ("outcome","horario") WHERE "received_pix"."outcome" in ('pending', 'unmatched');