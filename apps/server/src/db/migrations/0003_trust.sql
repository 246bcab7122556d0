CREATE TYPE "public"."team_invitation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "oab_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "oab_state" text;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "invitation_status" "team_invitation_status";--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "team_pending_email_idx" ON "project_team_members" USING btree ("email") WHERE "project_team_members"."invitation_status" = 'pending';--> statement-breakpoint
-- Data: team links made before invitations existed stay only where the account's e-mail is confirmed;
-- every other e-mail link becomes a pending invitation (membership by e-mail no longer grants access).
UPDATE "project_team_members" AS m SET "invitation_status" = 'accepted', "responded_at" = now()
  FROM "users" AS u WHERE m."user_id" = u."id" AND u."email_verified" AND m."invitation_status" IS NULL;--> statement-breakpoint
UPDATE "project_team_members" SET "invitation_status" = 'pending', "invited_at" = now(), "user_id" = NULL
  WHERE "email" IS NOT NULL AND "invitation_status" IS NULL;
