CREATE TYPE "public"."document_category" AS ENUM('technical', 'legal', 'planning', 'progress', 'financial');--> statement-breakpoint
CREATE TYPE "public"."document_review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_visibility" AS ENUM('team', 'investors');--> statement-breakpoint
CREATE TYPE "public"."signature_event_kind" AS ENUM('created', 'sent', 'viewed', 'signed', 'refused', 'resent', 'expired', 'reminded');--> statement-breakpoint
CREATE TYPE "public"."signature_type" AS ENUM('investment', 'scp', 'service');--> statement-breakpoint
CREATE TYPE "public"."signer_status" AS ENUM('pending', 'signed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."conversation_type" AS ENUM('direct', 'group', 'project');--> statement-breakpoint
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
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"weekly_summary_enabled" boolean DEFAULT false NOT NULL,
	"weekly_summary_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"request_id" uuid NOT NULL,
	"signer_id" uuid,
	"actor_id" uuid,
	"kind" "signature_event_kind" NOT NULL,
	"cpf" text,
	"ip" text,
	"user_agent" text,
	"sha256" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"project_id" uuid NOT NULL,
	"type" "signature_type" NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"due_date" date NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"signed_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"contract_id" uuid,
	"investment_id" uuid,
	"verification_code" text NOT NULL,
	"document_id" uuid,
	CONSTRAINT "signature_requests_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "signature_requests_amount_positive" CHECK ("signature_requests"."amount" > 0),
	CONSTRAINT "signature_requests_one_outcome" CHECK ("signature_requests"."completed_at" is null or "signature_requests"."rejected_at" is null)
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"position" integer NOT NULL,
	"status" "signer_status" DEFAULT 'pending' NOT NULL,
	"signed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"reason" text,
	"cpf" text,
	CONSTRAINT "signature_signers_email_lower" CHECK ("signature_signers"."email" = lower("signature_signers"."email")),
	CONSTRAINT "signature_signers_status_whole" CHECK (("signature_signers"."status" = 'pending' and "signature_signers"."signed_at" is null and "signature_signers"."refused_at" is null)
        or ("signature_signers"."status" = 'signed' and "signature_signers"."signed_at" is not null and "signature_signers"."cpf" is not null)
        or ("signature_signers"."status" = 'rejected' and "signature_signers"."refused_at" is not null and "signature_signers"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "conversation_type" NOT NULL,
	"name" text,
	"project_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	CONSTRAINT "message_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"content" text NOT NULL,
	"reply_to_id" uuid,
	"forwarded_from_message_id" uuid,
	"forwarded_from_sender_name" text,
	"is_important" boolean DEFAULT false NOT NULL,
	"important_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_documents" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
ALTER TABLE "profiles" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signed_file_id_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_forwarded_from_message_id_messages_id_fk" FOREIGN KEY ("forwarded_from_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_important_by_users_id_fk" FOREIGN KEY ("important_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_verification_code_idx" ON "documents" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_project_name_version_idx" ON "documents" USING btree ("project_id",lower("name"),"version");--> statement-breakpoint
CREATE INDEX "documents_series_idx" ON "documents" USING btree ("series_id","version");--> statement-breakpoint
CREATE INDEX "documents_project_created_idx" ON "documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","at","seq");--> statement-breakpoint
CREATE INDEX "signature_events_kind_idx" ON "signature_events" USING btree ("request_id","kind","at");--> statement-breakpoint
CREATE INDEX "signature_requests_created_idx" ON "signature_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signature_requests_project_idx" ON "signature_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "signature_requests_contract_idx" ON "signature_requests" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_investment_idx" ON "signature_requests" USING btree ("investment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_request_email_idx" ON "signature_signers" USING btree ("request_id","email");--> statement-breakpoint
CREATE INDEX "signature_signers_email_idx" ON "signature_signers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_project_uq" ON "conversations" USING btree ("project_id") WHERE "conversations"."type" = 'project';--> statement-breakpoint
CREATE INDEX "message_attachments_conversation_idx" ON "message_attachments" USING btree ("conversation_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_uq" ON "messages" USING btree ("sender_id","conversation_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
DROP TYPE "public"."project_document_type";
--> statement-breakpoint
-- Piece "signatures" (docs/decisions/020-signatures.md): append after the signature tables exist.
-- The audit trail is append-only: an event is never changed or deleted. The one update allowed is
-- the foreign key's own ON DELETE SET NULL when the actor's account is deleted (the event stays,
-- without the account). Requests and signers are never deleted either (restrict keys), so the trail
-- always has its request.
CREATE OR REPLACE FUNCTION signature_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
      AND (NEW.id, NEW.request_id, NEW.signer_id, NEW.kind, NEW.cpf, NEW.ip, NEW.user_agent, NEW.sha256, NEW.at)
        IS NOT DISTINCT FROM (OLD.id, OLD.request_id, OLD.signer_id, OLD.kind, OLD.cpf, OLD.ip, OLD.user_agent, OLD.sha256, OLD.at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'signature_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_events_no_update BEFORE UPDATE OR DELETE ON "signature_events"
  FOR EACH ROW EXECUTE FUNCTION signature_events_append_only();--> statement-breakpoint
CREATE TRIGGER signature_events_no_truncate BEFORE TRUNCATE ON "signature_events"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_events_append_only();
