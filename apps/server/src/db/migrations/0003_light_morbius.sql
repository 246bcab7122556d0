CREATE TYPE "public"."team_invitation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "oab_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "oab_state" text;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "invitation_status" "team_invitation_status";--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "team_pending_email_idx" ON "project_team_members" USING btree ("email") WHERE "project_team_members"."invitation_status" = 'pending';