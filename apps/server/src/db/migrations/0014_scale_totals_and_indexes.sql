CREATE TABLE "investment_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"amount" numeric(17, 2) DEFAULT '0' NOT NULL,
	"commitments" integer DEFAULT 0 NOT NULL,
	"investors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "investment_totals_one_row" CHECK ("investment_totals"."id")
);
--> statement-breakpoint
CREATE TABLE "investor_active_commitments" (
	"investor_id" uuid PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "investments_active_withdrawable_idx" ON "investments" USING btree ("withdrawable_until") WHERE "investments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "documents_newest_first_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Decision 052 (docs/decisions/052-flat-as-the-platform-grows.md): the admin desk's investment totals were a
-- full scan of investments per request (its distinct count spilling to disk at 200 000 rows). They are
-- kept here instead, by a trigger in the transaction of every change to an investment, so they are
-- exact at every commit: an active commitment counts; one that stops being active (withdrawn,
-- cancelled, deleted with its project or account) leaves, whatever code or SQL made the change.
CREATE OR REPLACE FUNCTION investment_totals_move(p_investor uuid, p_amount numeric, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_active integer;
  investors_moved integer := 0;
BEGIN
  IF p_sign > 0 THEN
    INSERT INTO "investor_active_commitments" AS c ("investor_id", "active") VALUES (p_investor, 1)
      ON CONFLICT ("investor_id") DO UPDATE SET "active" = c."active" + 1
      RETURNING c."active" INTO left_active;
    IF left_active = 1 THEN investors_moved := 1; END IF;
  ELSE
    UPDATE "investor_active_commitments" SET "active" = "active" - 1 WHERE "investor_id" = p_investor
      RETURNING "active" INTO left_active;
    IF left_active = 0 THEN
      investors_moved := -1;
      DELETE FROM "investor_active_commitments" WHERE "investor_id" = p_investor AND "active" = 0;
    END IF;
  END IF;
  UPDATE "investment_totals" SET "amount" = "investment_totals"."amount" + p_sign * p_amount,
    "commitments" = "commitments" + p_sign, "investors" = "investors" + investors_moved
    WHERE "id";
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investments_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'active' THEN
    PERFORM investment_totals_move(OLD."investor_id", OLD."amount", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'active' THEN
    PERFORM investment_totals_move(NEW."investor_id", NEW."amount", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER investments_keep_totals AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "investor_id"
  ON "investments" FOR EACH ROW EXECUTE FUNCTION investments_keep_totals();--> statement-breakpoint
-- Emptying investments in one statement (tests, restores) empties the totals with it.
CREATE OR REPLACE FUNCTION investments_reset_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "investor_active_commitments";
  UPDATE "investment_totals" SET "amount" = 0, "commitments" = 0, "investors" = 0 WHERE "id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER investments_reset_totals AFTER TRUNCATE ON "investments"
  FOR EACH STATEMENT EXECUTE FUNCTION investments_reset_totals();--> statement-breakpoint
-- What is already there, counted once.
INSERT INTO "investor_active_commitments" ("investor_id", "active")
  SELECT "investor_id", count(*) FROM "investments" WHERE "status" = 'active' GROUP BY "investor_id";--> statement-breakpoint
INSERT INTO "investment_totals" ("id", "amount", "commitments", "investors")
  SELECT true, coalesce(sum("amount"), 0), count(*), count(DISTINCT "investor_id")
  FROM "investments" WHERE "status" = 'active';
