-- Decision 085 (docs/decisions/085-project-investor-count-kept.md): every project card counted its distinct
-- active investors with a subquery per card, a cost that grew with each project's commitments (in the api
-- bench's mixed workload, once its own commitments had piled up, a sequential scan of investments per card).
-- The count is now kept on the project's row, moved by the investments' totals trigger (deferred to the
-- commit, migration 0025) when an investor's active commitments in the project go from 0 to 1 or back,
-- counted per (project, investor) in project_investor_commitments as investor_active_commitments counts
-- them per investor for the platform (migration 0014).
CREATE TABLE "project_investor_commitments" (
	"project_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "project_investor_commitments_project_id_investor_id_pk" PRIMARY KEY("project_id","investor_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "investor_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_investors_move(p_project uuid, p_investor uuid, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_active integer;
BEGIN
  -- The (project, investor) row's lock puts concurrent changes of one investor's commitments in one
  -- project in line, so each sees the count the previous one left.
  IF p_sign > 0 THEN
    INSERT INTO "project_investor_commitments" AS c ("project_id", "investor_id", "active")
      VALUES (p_project, p_investor, 1)
      ON CONFLICT ("project_id", "investor_id") DO UPDATE SET "active" = c."active" + 1
      RETURNING c."active" INTO left_active;
    IF left_active = 1 THEN
      UPDATE "projects" SET "investor_count" = "investor_count" + 1 WHERE "id" = p_project;
    END IF;
  ELSE
    UPDATE "project_investor_commitments" SET "active" = "active" - 1
      WHERE "project_id" = p_project AND "investor_id" = p_investor
      RETURNING "active" INTO left_active;
    IF left_active = 0 THEN
      DELETE FROM "project_investor_commitments"
        WHERE "project_id" = p_project AND "investor_id" = p_investor AND "active" = 0;
      UPDATE "projects" SET "investor_count" = "investor_count" - 1 WHERE "id" = p_project;
    END IF;
  END IF;
END;
$$;--> statement-breakpoint
-- The project's figures first: a commitment already holds its project's row when it commits (decision 064),
-- and the platform's one totals row is taken last, so it is held for the shortest time.
CREATE OR REPLACE FUNCTION investments_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'active' THEN
    PERFORM project_investors_move(OLD."project_id", OLD."investor_id", -1);
    PERFORM investment_totals_move(OLD."investor_id", OLD."amount", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'active' THEN
    PERFORM project_investors_move(NEW."project_id", NEW."investor_id", 1);
    PERFORM investment_totals_move(NEW."investor_id", NEW."amount", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "investments_keep_totals" ON "investments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "investments_keep_totals"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "investor_id", "project_id"
  ON "investments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION investments_keep_totals();--> statement-breakpoint
CREATE OR REPLACE FUNCTION investments_reset_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "investor_active_commitments";
  DELETE FROM "project_investor_commitments";
  UPDATE "projects" SET "investor_count" = 0 WHERE "investor_count" <> 0;
  UPDATE "investment_totals" SET "amount" = 0, "commitments" = 0, "investors" = 0 WHERE "id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What is already there, counted once.
INSERT INTO "project_investor_commitments" ("project_id", "investor_id", "active")
  SELECT "project_id", "investor_id", count(*) FROM "investments" WHERE "status" = 'active'
  GROUP BY "project_id", "investor_id";--> statement-breakpoint
UPDATE "projects" AS p SET "investor_count" = c."investors"
  FROM (SELECT "project_id", count(*)::int AS "investors" FROM "project_investor_commitments" GROUP BY "project_id") AS c
  WHERE c."project_id" = p."id";
