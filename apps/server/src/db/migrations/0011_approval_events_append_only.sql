-- Decision 039 (docs/decisions/039-sign-up-oracle-and-recipient-budgets.md): the approval
-- history is append-only like signature_events. Until now its trigger covered UPDATE only, so an
-- event could be deleted, or the table truncated, in SQL. Now UPDATE, DELETE and TRUNCATE are all
-- refused, with two exceptions the foreign keys need:
-- - an UPDATE that only empties actor_id: the key's own ON DELETE SET NULL when the actor's account
--   is deleted (the event stays, without the account);
-- - a DELETE whose request no longer exists: the key's ON DELETE CASCADE when the request goes with
--   its subject (a deleted project) or its requester (a deleted account). A request's history goes
--   whole with the request, never one event at a time from a request that still exists.
CREATE OR REPLACE FUNCTION approval_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
      AND (NEW.id, NEW.request_id, NEW.kind, NEW.comment, NEW.priority, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.id, OLD.request_id, OLD.kind, OLD.comment, OLD.priority, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    -- The cascade runs after the request's row is deleted, so that row is no longer visible here.
    IF NOT EXISTS (SELECT 1 FROM "approval_requests" r WHERE r."id" = OLD.request_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'approval_events is append-only';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS approval_events_no_update ON "approval_events";--> statement-breakpoint
CREATE TRIGGER approval_events_no_update BEFORE UPDATE OR DELETE ON "approval_events"
  FOR EACH ROW EXECUTE FUNCTION approval_events_append_only();--> statement-breakpoint
CREATE TRIGGER approval_events_no_truncate BEFORE TRUNCATE ON "approval_events"
  FOR EACH STATEMENT EXECUTE FUNCTION approval_events_append_only();
