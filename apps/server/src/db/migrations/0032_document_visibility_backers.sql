-- docs/decisions/095-penetration-test-fixes.md: a third document visibility, "backers" (only the
-- people with an active investment in the project, besides the uploader, the creator and team, the
-- legal desk and admins), and the quarterly reports filed so far move to it: they carry the budget
-- against actual and the diary, which the budget and diary routes show to that audience only.
-- The type is made anew instead of `ALTER TYPE ... ADD VALUE`: every pending migration runs in one
-- transaction, and PostgreSQL refuses a value added to an existing enum until that transaction
-- commits, so the UPDATE below could not use it; a type created in the transaction can be used in it.
ALTER TYPE "public"."document_visibility" RENAME TO "document_visibility_before_backers";--> statement-breakpoint
CREATE TYPE "public"."document_visibility" AS ENUM('team', 'investors', 'backers');--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "visibility" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "visibility" SET DATA TYPE "public"."document_visibility" USING "visibility"::text::"public"."document_visibility";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "visibility" SET DEFAULT 'team';--> statement-breakpoint
DROP TYPE "public"."document_visibility_before_backers";--> statement-breakpoint
UPDATE "documents" SET "visibility" = 'backers' WHERE "id" IN (SELECT "document_id" FROM "quarterly_reports");
