CREATE TABLE "notification_unread" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "contract_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_unread" ADD CONSTRAINT "notification_unread_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investments_contract_due_idx" ON "investments" USING btree ("withdrawable_until") WHERE "investments"."status" = 'active' and not "investments"."contract_requested";--> statement-breakpoint
-- Decision 054 (docs/decisions/054-kept-counters.md). Three figures that were counted over growing tables on
-- every request or job run are kept here instead, by triggers in the transaction of each change, so they
-- are exact at every commit whoever makes the change (the API, a job, SQL, a cascade).
--
-- 1. A participant's unread count: others' messages after their last_read_at (every one of others'
-- messages while it is null), deleted messages included, exactly what the chat counted before. A message
-- added or removed moves the count of each participant it is unread for; a participant row inserted
-- (joining) or whose last_read_at moves (reading) counts its own figure again (a range of the
-- (conversation_id, created_at, id) index: after a read, the few messages newer than it). Every change
-- takes the conversation row's lock first, like a send (modules/chat/send-message.ts) and a read, so a
-- message and a join or a read never miss each other and lock rows in the same order.
CREATE OR REPLACE FUNCTION chat_lock_conversation(p_conversation uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "conversations" WHERE "id" = p_conversation FOR NO KEY UPDATE;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chat_move_unread(p_conversation uuid, p_sender uuid, p_at timestamptz, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM chat_lock_conversation(p_conversation);
  UPDATE "conversation_participants" SET "unread_count" = "unread_count" + p_sign
    WHERE "conversation_id" = p_conversation AND "user_id" <> p_sender
      AND ("last_read_at" IS NULL OR "last_read_at" < p_at);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION messages_keep_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM chat_move_unread(OLD."conversation_id", OLD."sender_id", OLD."created_at", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM chat_move_unread(NEW."conversation_id", NEW."sender_id", NEW."created_at", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_keep_unread AFTER INSERT OR DELETE OR UPDATE OF "conversation_id", "sender_id", "created_at"
  ON "messages" FOR EACH ROW EXECUTE FUNCTION messages_keep_unread();--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversation_participants_count_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."last_read_at" IS NOT DISTINCT FROM OLD."last_read_at"
      AND NEW."conversation_id" = OLD."conversation_id" AND NEW."user_id" = OLD."user_id" THEN
    RETURN NEW;
  END IF;
  PERFORM chat_lock_conversation(NEW."conversation_id");
  IF NEW."last_read_at" IS NULL THEN
    NEW."unread_count" := (SELECT count(*) FROM "messages"
      WHERE "conversation_id" = NEW."conversation_id" AND "sender_id" <> NEW."user_id");
  ELSE
    NEW."unread_count" := (SELECT count(*) FROM "messages"
      WHERE "conversation_id" = NEW."conversation_id" AND "created_at" > NEW."last_read_at"
        AND "sender_id" <> NEW."user_id");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversation_participants_count_unread
  BEFORE INSERT OR UPDATE OF "last_read_at", "conversation_id", "user_id"
  ON "conversation_participants" FOR EACH ROW EXECUTE FUNCTION conversation_participants_count_unread();--> statement-breakpoint
-- Leaving takes the conversation's lock before the participant row's, in the order a send takes them.
CREATE OR REPLACE FUNCTION conversation_participants_lock_on_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM chat_lock_conversation(OLD."conversation_id");
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversation_participants_lock_on_leave BEFORE DELETE
  ON "conversation_participants" FOR EACH ROW EXECUTE FUNCTION conversation_participants_lock_on_leave();--> statement-breakpoint
CREATE OR REPLACE FUNCTION messages_reset_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversation_participants" SET "unread_count" = 0 WHERE "unread_count" <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_reset_unread AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION messages_reset_unread();--> statement-breakpoint
UPDATE "conversation_participants" p SET "unread_count" = (SELECT count(*) FROM "messages" m
  WHERE m."conversation_id" = p."conversation_id" AND m."sender_id" <> p."user_id"
    AND (p."last_read_at" IS NULL OR m."created_at" > p."last_read_at"));--> statement-breakpoint
-- 2. The bell's badge: a person's notifications neither read nor done. Statement triggers with transition
-- tables, so "mark all read" over thousands of rows moves each person's row once. Rises go through an
-- upsert (two first notifications of a person may race); falls only update, since the row exists while
-- something it counted exists, and a cascade from a deleted account must not insert it again.
CREATE OR REPLACE FUNCTION notification_unread_apply(p_deltas jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_unread" AS u ("user_id", "unread")
    SELECT (d->>'user_id')::uuid, (d->>'delta')::int FROM jsonb_array_elements(p_deltas) d
    WHERE (d->>'delta')::int > 0 ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET "unread" = u."unread" + excluded."unread";
  UPDATE "notification_unread" u SET "unread" = u."unread" + (d->>'delta')::int
    FROM jsonb_array_elements(p_deltas) d
    WHERE u."user_id" = (d->>'user_id')::uuid AND (d->>'delta')::int < 0;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_unread_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notification_unread_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', "user_id", 'delta', n))
    FROM (SELECT "user_id", count(*) n FROM new_rows WHERE "read_at" IS NULL AND "done_at" IS NULL
      GROUP BY "user_id") c), '[]'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_unread_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notification_unread_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', "user_id", 'delta', -n))
    FROM (SELECT "user_id", count(*) n FROM old_rows WHERE "read_at" IS NULL AND "done_at" IS NULL
      GROUP BY "user_id") c), '[]'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_unread_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notification_unread_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('user_id', "user_id", 'delta', n))
    FROM (SELECT "user_id", sum(d)::int n FROM (
        SELECT "user_id", 1 d FROM new_rows WHERE "read_at" IS NULL AND "done_at" IS NULL
        UNION ALL
        SELECT "user_id", -1 FROM old_rows WHERE "read_at" IS NULL AND "done_at" IS NULL) m
      GROUP BY "user_id" HAVING sum(d) <> 0) c), '[]'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notifications_unread_inserted AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_unread_inserted();--> statement-breakpoint
CREATE TRIGGER notifications_unread_deleted AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_unread_deleted();--> statement-breakpoint
CREATE TRIGGER notifications_unread_updated AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_unread_updated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION notifications_reset_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_unread";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notifications_reset_unread AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_reset_unread();--> statement-breakpoint
INSERT INTO "notification_unread" ("user_id", "unread")
  SELECT "user_id", count(*) FROM "notifications" WHERE "read_at" IS NULL AND "done_at" IS NULL
  GROUP BY "user_id";--> statement-breakpoint
-- 3. The contracts job (modules/signatures/signature-jobs.ts) lists the active commitments without a
-- contract through investments_contract_due_idx; the flag follows signature_requests.investment_id.
CREATE OR REPLACE FUNCTION signature_requests_mark_contract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."investment_id" IS NOT NULL THEN
    UPDATE "investments" SET "contract_requested" = false WHERE "id" = OLD."investment_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."investment_id" IS NOT NULL THEN
    UPDATE "investments" SET "contract_requested" = true WHERE "id" = NEW."investment_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_requests_mark_contract AFTER INSERT OR DELETE OR UPDATE OF "investment_id"
  ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION signature_requests_mark_contract();--> statement-breakpoint
CREATE OR REPLACE FUNCTION signature_requests_reset_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "investments" SET "contract_requested" = false WHERE "contract_requested";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_requests_reset_contracts AFTER TRUNCATE ON "signature_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_requests_reset_contracts();--> statement-breakpoint
UPDATE "investments" i SET "contract_requested" = true
  WHERE EXISTS (SELECT 1 FROM "signature_requests" s WHERE s."investment_id" = i."id");
