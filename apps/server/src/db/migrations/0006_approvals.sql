CREATE TYPE "public"."approval_event_kind" AS ENUM('requested', 'analysis_started', 'approved', 'rejected', 'priority_changed');--> statement-breakpoint
CREATE TYPE "public"."approval_priority" AS ENUM('alta', 'media', 'baixa');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('pendente', 'em_analise', 'aprovado', 'rejeitado');--> statement-breakpoint
CREATE TYPE "public"."approval_subject_type" AS ENUM('project', 'document', 'contract');--> statement-breakpoint
CREATE TABLE "approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" "approval_event_kind" NOT NULL,
	"actor_id" uuid,
	"comment" text,
	"priority" "approval_priority",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_events_rejection_comment_check" CHECK ("approval_events"."kind" <> 'rejected' or "approval_events"."comment" is not null)
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" "approval_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"search_text" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "approval_status" DEFAULT 'pendente' NOT NULL,
	"priority" "approval_priority" DEFAULT 'media' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_decided_check" CHECK (("approval_requests"."status" in ('aprovado', 'rejeitado')) = ("approval_requests"."decided_at" is not null))
);
--> statement-breakpoint
-- PART 1 must run after "approval_requests" and "approval_events" are created and BEFORE
-- `DROP TABLE "project_review_requests"`; PART 2 may run anywhere after the tables exist.

-- PART 1: move the review requests the projects module recorded before approvals existed.
-- Each becomes a pending request (its status was always 'Pendente') with its "requested" event.
INSERT INTO "approval_requests" ("id", "subject_type", "subject_id", "title", "description", "search_text",
  "requested_by", "status", "priority", "created_at", "updated_at")
SELECT r."id", 'project', r."project_id", p."title", p."description",
  translate(lower(p."title" || ' ' || coalesce(pr."name", u."name")), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'),
  r."requested_by", 'pendente', 'media', r."created_at", r."created_at"
FROM "project_review_requests" r
JOIN "projects" p ON p."id" = r."project_id"
JOIN "users" u ON u."id" = r."requested_by"
LEFT JOIN "profiles" pr ON pr."user_id" = u."id"
-- A project can have only one open request: keep the latest if a project had several.
WHERE p."status" = 'draft'
  AND r."created_at" = (SELECT max(r2."created_at") FROM "project_review_requests" r2 WHERE r2."project_id" = r."project_id");--> statement-breakpoint
INSERT INTO "approval_events" ("request_id", "kind", "actor_id", "created_at")
SELECT "id", 'requested', "requested_by", "created_at" FROM "approval_requests";--> statement-breakpoint
-- Projects already past draft reached planning before the gate existed (by hand, in the
-- database). They get an approval on record so their lifecycle goes on; its events carry no
-- actor (recorded by the system) and say why, so nobody mistakes it for a legal decision.
-- docs/decisions/013-approvals-queue-and-gate.md
INSERT INTO "approval_requests" ("subject_type", "subject_id", "title", "description", "search_text",
  "requested_by", "status", "priority", "decided_at", "created_at", "updated_at")
SELECT 'project', p."id", p."title", p."description", translate(lower(p."title" || ' ' || coalesce(pr."name", u."name")), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'),
  p."created_by", 'aprovado', 'media', now(), now(), now()
FROM "projects" p
JOIN "users" u ON u."id" = p."created_by"
LEFT JOIN "profiles" pr ON pr."user_id" = u."id"
WHERE p."status" <> 'draft';--> statement-breakpoint
INSERT INTO "approval_events" ("request_id", "kind", "actor_id", "comment", "created_at")
SELECT "id", 'approved', NULL, 'Aprovação registrada pelo sistema: o projeto já havia passado da análise jurídica antes da fila de aprovações.', now()
FROM "approval_requests" WHERE "status" = 'aprovado';--> statement-breakpoint
DROP TABLE "project_review_requests" CASCADE;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_events_request_idx" ON "approval_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_subject_idx" ON "approval_requests" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_created_at_idx" ON "approval_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_idx" ON "approval_requests" USING btree ("subject_type","subject_id") WHERE "approval_requests"."status" in ('pendente', 'em_analise');--> statement-breakpoint
-- PART 2: rules of the tables.
-- The history is append-only: an event is never changed (deleting goes only with its request). The
-- one update allowed is the foreign key's own ON DELETE SET NULL when the actor's account is deleted.
CREATE OR REPLACE FUNCTION approval_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
    AND (NEW.id, NEW.request_id, NEW.kind, NEW.comment, NEW.priority, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.request_id, OLD.kind, OLD.comment, OLD.priority, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'approval_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER approval_events_no_update BEFORE UPDATE ON "approval_events"
  FOR EACH ROW EXECUTE FUNCTION approval_events_append_only();--> statement-breakpoint
-- Requests point at their subject without a foreign key (the subject is polymorphic): a deleted
-- project takes its requests with it, as a foreign key with ON DELETE CASCADE would.
CREATE OR REPLACE FUNCTION approval_requests_delete_project_subject() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "approval_requests" WHERE "subject_type" = 'project' AND "subject_id" = OLD."id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_delete_approval_requests AFTER DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION approval_requests_delete_project_subject();
