-- Approvals (feat/approvals). Hand-written SQL drizzle-kit cannot express. In the merged migration,
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
