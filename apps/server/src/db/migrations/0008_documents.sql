CREATE TYPE "public"."document_category" AS ENUM('technical', 'legal', 'planning', 'progress', 'financial');--> statement-breakpoint
CREATE TYPE "public"."document_review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_visibility" AS ENUM('team', 'investors');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" "document_category" NOT NULL,
	"visibility" "document_visibility" DEFAULT 'team' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"review_status" "document_review_status" DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"verification_code" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_version_positive" CHECK ("documents"."version" >= 1),
	CONSTRAINT "documents_download_count_positive" CHECK ("documents"."download_count" >= 0)
);
--> statement-breakpoint
-- Piece "documents": moves the wizard's project_documents into the one documents table.
-- Runs after CREATE TABLE "documents" and before DROP TABLE "project_documents".
-- Each old row keeps its id and file; versions are numbered by name (any case) within the project,
-- oldest first; the old types map to the new categories (projeto → technical, contrato and
-- licenca → legal, financeiro → financial, outros → planning); visibility "team" (the old rule:
-- only the uploader, the creator, the team, legal and admins could download); review pending, with
-- an open approval request recorded by the system (actor null), as every new document has.
-- The verification code is 16 bytes of a random UUID in base64url (22 characters, like the app's).
INSERT INTO "documents" ("id", "series_id", "project_id", "file_id", "name", "category", "visibility", "version",
  "uploaded_by", "review_status", "verification_code", "download_count", "search_text", "created_at")
SELECT pd."id",
  first_value(pd."id") OVER w,
  pd."project_id", pd."file_id", pd."name",
  (CASE pd."type"::text WHEN 'projeto' THEN 'technical' WHEN 'contrato' THEN 'legal' WHEN 'licenca' THEN 'legal'
    WHEN 'financeiro' THEN 'financial' ELSE 'planning' END)::"document_category",
  'team', row_number() OVER w, pd."uploaded_by", 'pending',
  substr(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), 1, 22),
  0,
  lower(translate(pd."name", 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ',
    'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')),
  pd."created_at"
FROM "project_documents" pd
WINDOW w AS (PARTITION BY pd."project_id", lower(pd."name") ORDER BY pd."created_at", pd."id");--> statement-breakpoint
INSERT INTO "approval_requests" ("subject_type", "subject_id", "title", "description", "search_text", "requested_by",
  "created_at", "updated_at")
SELECT 'document', d."id", d."name",
  (CASE d."category"::text WHEN 'technical' THEN 'Técnico' WHEN 'legal' THEN 'Jurídico' WHEN 'planning' THEN 'Planejamento'
    WHEN 'progress' THEN 'Progresso' ELSE 'Financeiro' END) || ' · versão ' || d."version" || ' · projeto "' || p."title" || '"',
  d."search_text", d."uploaded_by", d."created_at", d."created_at"
FROM "documents" d JOIN "projects" p ON p."id" = d."project_id";--> statement-breakpoint
INSERT INTO "approval_events" ("request_id", "kind", "actor_id", "created_at")
SELECT r."id", 'requested', NULL, r."created_at" FROM "approval_requests" r
WHERE r."subject_type" = 'document'
  AND NOT EXISTS (SELECT 1 FROM "approval_events" e WHERE e."request_id" = r."id");--> statement-breakpoint
DROP TABLE "project_documents" CASCADE;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_verification_code_idx" ON "documents" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_project_name_version_idx" ON "documents" USING btree ("project_id",lower("name"),"version");--> statement-breakpoint
CREATE INDEX "documents_series_idx" ON "documents" USING btree ("series_id","version");--> statement-breakpoint
CREATE INDEX "documents_project_created_idx" ON "documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
DROP TYPE "public"."project_document_type";