-- Decision 130 (docs/decisions/130-home-figures-and-admin-totals-kept.md): the investor's home figures
-- aggregated every active commitment of theirs on each request, and the admin desk's "in the withdrawal
-- period" summed every commitment still in it. Both are now kept by the investments' totals trigger at
-- each commit (migrations 0014, 0025 and 0030): the investor's row in investor_active_commitments keeps
-- the sum of their active commitments, the projects they are in that are not completed and the ROI's
-- weighted sum; project_investor_commitments keeps each investor's sum in each project, which a change of
-- the project's status or ROI moves into its investors' rows (projects_keep_investor_figures); and
-- investment_withdrawal_hours keeps the active amounts by the hour their withdrawal period ends.
CREATE TABLE "investment_withdrawal_hours" (
	"ends_hour" timestamp with time zone NOT NULL,
	"stripe" smallint NOT NULL,
	"amount" numeric(17, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "investment_withdrawal_hours_ends_hour_stripe_pk" PRIMARY KEY("ends_hour","stripe")
);
--> statement-breakpoint
ALTER TABLE "investor_active_commitments" ADD COLUMN "amount" numeric(17, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_active_commitments" ADD COLUMN "active_projects" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_active_commitments" ADD COLUMN "roi_weighted" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_active_commitments" ADD COLUMN "roi_amount" numeric(17, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_investor_commitments" ADD COLUMN "amount" numeric(17, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "investments_investor_active_withdrawable_idx" ON "investments" USING btree ("investor_id","withdrawable_until") WHERE "investments"."status" = 'active';--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_investors_move(p_project uuid, p_investor uuid, p_amount numeric, p_sign integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  left_active integer;
BEGIN
  -- The (project, investor) row's lock puts concurrent changes of one investor's commitments in one
  -- project in line, so each sees the count the previous one left. True when the investor entered the
  -- project (0 → 1) or left it (1 → 0).
  IF p_sign > 0 THEN
    INSERT INTO "project_investor_commitments" AS c ("project_id", "investor_id", "active", "amount")
      VALUES (p_project, p_investor, 1, p_amount)
      ON CONFLICT ("project_id", "investor_id") DO UPDATE SET "active" = c."active" + 1, "amount" = c."amount" + p_amount
      RETURNING c."active" INTO left_active;
    IF left_active = 1 THEN
      UPDATE "projects" SET "investor_count" = "investor_count" + 1 WHERE "id" = p_project;
      RETURN true;
    END IF;
  ELSE
    UPDATE "project_investor_commitments" SET "active" = "active" - 1, "amount" = "amount" - p_amount
      WHERE "project_id" = p_project AND "investor_id" = p_investor
      RETURNING "active" INTO left_active;
    IF left_active = 0 THEN
      DELETE FROM "project_investor_commitments"
        WHERE "project_id" = p_project AND "investor_id" = p_investor AND "active" = 0;
      UPDATE "projects" SET "investor_count" = "investor_count" - 1 WHERE "id" = p_project;
      RETURN true;
    END IF;
  END IF;
  RETURN false;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investment_totals_move(p_investor uuid, p_amount numeric, p_sign integer,
  p_projects integer, p_roi_weighted numeric, p_roi_amount numeric) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_active integer;
  investors_moved integer := 0;
BEGIN
  IF p_sign > 0 THEN
    INSERT INTO "investor_active_commitments" AS c
        ("investor_id", "active", "amount", "active_projects", "roi_weighted", "roi_amount")
      VALUES (p_investor, 1, p_amount, p_projects, p_roi_weighted, p_roi_amount)
      ON CONFLICT ("investor_id") DO UPDATE SET "active" = c."active" + 1, "amount" = c."amount" + p_amount,
        "active_projects" = c."active_projects" + p_projects, "roi_weighted" = c."roi_weighted" + p_roi_weighted,
        "roi_amount" = c."roi_amount" + p_roi_amount
      RETURNING c."active" INTO left_active;
    IF left_active = 1 THEN investors_moved := 1; END IF;
  ELSE
    UPDATE "investor_active_commitments" SET "active" = "active" - 1, "amount" = "amount" - p_amount,
        "active_projects" = "active_projects" + p_projects, "roi_weighted" = "roi_weighted" + p_roi_weighted,
        "roi_amount" = "roi_amount" + p_roi_amount
      WHERE "investor_id" = p_investor
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
-- One active commitment entering (p_sign 1) or leaving (-1) every kept figure. The project's row first,
-- as every commitment, withdrawal and cancellation already holds it when it commits (decision 064): a
-- change of the project's status or ROI (which holds it too) and this move then see each other's result,
-- whichever commits first. A deleted project counts in no one's figures (projects_keep_investor_figures
-- took it out when it was deleted).
CREATE OR REPLACE FUNCTION investment_move(p_project uuid, p_investor uuid, p_amount numeric,
  p_withdrawable_until timestamptz, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  project_status "project_status";
  project_roi numeric;
  project_found boolean;
  entered_or_left boolean;
  projects_moved integer := 0;
  roi_weighted_moved numeric := 0;
  roi_amount_moved numeric := 0;
  period_end_hour timestamptz := date_trunc('hour', p_withdrawable_until, 'UTC');
BEGIN
  SELECT "status", "roi" INTO project_status, project_roi FROM "projects" WHERE "id" = p_project FOR NO KEY UPDATE;
  project_found := FOUND;
  entered_or_left := project_investors_move(p_project, p_investor, p_amount, p_sign);
  IF project_found THEN
    IF entered_or_left AND project_status <> 'completed' THEN projects_moved := p_sign; END IF;
    IF project_roi IS NOT NULL THEN
      roi_weighted_moved := p_sign * p_amount * project_roi;
      roi_amount_moved := p_sign * p_amount;
    END IF;
  END IF;
  PERFORM investment_totals_move(p_investor, p_amount, p_sign, projects_moved, roi_weighted_moved, roi_amount_moved);
  -- Only hours a reader may still add up (the desk reads the hours after the current one; an hour of
  -- margin for a reader whose statement started before this transaction did).
  IF period_end_hour >= date_trunc('hour', now(), 'UTC') - interval '1 hour' THEN
    INSERT INTO "investment_withdrawal_hours" AS h ("ends_hour", "stripe", "amount")
      VALUES (period_end_hour, pg_backend_pid() % 4, p_sign * p_amount)
      ON CONFLICT ("ends_hour", "stripe") DO UPDATE SET "amount" = h."amount" + excluded."amount";
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investments_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'active' THEN
    PERFORM investment_move(OLD."project_id", OLD."investor_id", OLD."amount", OLD."withdrawable_until", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'active' THEN
    PERFORM investment_move(NEW."project_id", NEW."investor_id", NEW."amount", NEW."withdrawable_until", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP FUNCTION project_investors_move(uuid, uuid, integer);--> statement-breakpoint
DROP FUNCTION investment_totals_move(uuid, numeric, integer);--> statement-breakpoint
DROP TRIGGER "investments_keep_totals" ON "investments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "investments_keep_totals"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "investor_id", "project_id", "withdrawable_until"
  ON "investments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION investments_keep_totals();--> statement-breakpoint
-- A project's status (completed or not) and ROI are part of its investors' figures: a change moves each
-- investor's row by their amount in the project. At once, not at the commit: the commitments' moves of
-- this transaction, still waiting for the commit, then read the project as this change left it.
CREATE OR REPLACE FUNCTION projects_keep_investor_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_active integer := (OLD."status" <> 'completed')::integer;
  is_active integer := 0;
  new_roi numeric := NULL;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    is_active := (NEW."status" <> 'completed')::integer;
    new_roi := NEW."roi";
  END IF;
  IF was_active = is_active AND OLD."roi" IS NOT DISTINCT FROM new_roi THEN
    RETURN NULL;
  END IF;
  -- The investors' rows locked in one order, so two projects changing at once cannot deadlock on them.
  PERFORM 1 FROM "investor_active_commitments"
    WHERE "investor_id" IN (SELECT "investor_id" FROM "project_investor_commitments" WHERE "project_id" = OLD."id")
    ORDER BY "investor_id" FOR NO KEY UPDATE;
  UPDATE "investor_active_commitments" AS t SET
    "active_projects" = t."active_projects" + (is_active - was_active),
    "roi_weighted" = t."roi_weighted" + c."amount" * coalesce(new_roi, 0) - c."amount" * coalesce(OLD."roi", 0),
    "roi_amount" = t."roi_amount"
      + c."amount" * ((new_roi IS NOT NULL)::integer - (OLD."roi" IS NOT NULL)::integer)
    FROM "project_investor_commitments" AS c
    WHERE c."project_id" = OLD."id" AND c."investor_id" = t."investor_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_keep_investor_figures" AFTER UPDATE OF "status", "roi" OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION projects_keep_investor_figures();--> statement-breakpoint
CREATE OR REPLACE FUNCTION investments_reset_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "investor_active_commitments";
  DELETE FROM "project_investor_commitments";
  DELETE FROM "investment_withdrawal_hours";
  UPDATE "projects" SET "investor_count" = 0 WHERE "investor_count" <> 0;
  UPDATE "investment_totals" SET "amount" = 0, "commitments" = 0, "investors" = 0 WHERE "id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What is already there, counted once.
UPDATE "investor_active_commitments" AS t SET "amount" = a."amount", "active_projects" = a."projects",
    "roi_weighted" = a."roi_weighted", "roi_amount" = a."roi_amount"
  FROM (SELECT i."investor_id", sum(i."amount") AS "amount",
      count(DISTINCT i."project_id") FILTER (WHERE p."status" <> 'completed')::integer AS "projects",
      coalesce(sum(i."amount" * p."roi") FILTER (WHERE p."roi" IS NOT NULL), 0) AS "roi_weighted",
      coalesce(sum(i."amount") FILTER (WHERE p."roi" IS NOT NULL), 0) AS "roi_amount"
    FROM "investments" AS i JOIN "projects" AS p ON p."id" = i."project_id"
    WHERE i."status" = 'active' GROUP BY i."investor_id") AS a
  WHERE a."investor_id" = t."investor_id";--> statement-breakpoint
UPDATE "project_investor_commitments" AS c SET "amount" = a."amount"
  FROM (SELECT "project_id", "investor_id", sum("amount") AS "amount" FROM "investments"
    WHERE "status" = 'active' GROUP BY "project_id", "investor_id") AS a
  WHERE a."project_id" = c."project_id" AND a."investor_id" = c."investor_id";--> statement-breakpoint
INSERT INTO "investment_withdrawal_hours" ("ends_hour", "stripe", "amount")
  SELECT date_trunc('hour', "withdrawable_until", 'UTC'), 0, sum("amount") FROM "investments"
  WHERE "status" = 'active' AND "withdrawable_until" >= date_trunc('hour', now(), 'UTC') - interval '1 hour'
  GROUP BY 1;
