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
