ALTER TYPE "public"."signature_event_kind" ADD VALUE 'code_sent';--> statement-breakpoint
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'code_confirmed';--> statement-breakpoint
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'voided';--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_one_outcome";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sequential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD COLUMN "invited_cpf" text;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_codes_signer_idx" ON "signature_codes" USING btree ("signer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_void_reason" CHECK ("signature_requests"."voided_at" is null or "signature_requests"."void_reason" is not null);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_one_outcome" CHECK (num_nonnulls("signature_requests"."completed_at", "signature_requests"."rejected_at", "signature_requests"."voided_at") <= 1);--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_invited_cpf_digits" CHECK ("signature_signers"."invited_cpf" is null or "signature_signers"."invited_cpf" ~ '^[0-9]{11}$');