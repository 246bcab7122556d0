CREATE TABLE "profile_type_counts" (
	"type" "user_type" PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 070 (docs/decisions/070-profile-type-counts.md): the admin desk grouped every profile by type on
-- each request, a scan that grows with the platform's people. The counts are kept here by a trigger at
-- the commit of each change to a profile (deferred, as the investment totals of decision 069, so a
-- registration holds no row of it for its whole transaction): whatever code or SQL made the change.
CREATE OR REPLACE FUNCTION profile_type_counts_move(p_type user_type, p_verified boolean, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Every writer locks the rows in one order first: a change of type moves two rows, and two opposite
  -- changes committing together would otherwise lock them in opposite orders.
  PERFORM 1 FROM "profile_type_counts" ORDER BY "type" FOR UPDATE;
  INSERT INTO "profile_type_counts" AS c ("type", "total", "verified")
    VALUES (p_type, p_sign, CASE WHEN p_verified THEN p_sign ELSE 0 END)
    ON CONFLICT ("type") DO UPDATE SET "total" = c."total" + p_sign,
      "verified" = c."verified" + CASE WHEN p_verified THEN p_sign ELSE 0 END;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_keep_type_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM profile_type_counts_move(OLD."type", OLD."verified", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM profile_type_counts_move(NEW."type", NEW."verified", 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_keep_type_counts" AFTER INSERT OR DELETE OR UPDATE OF "type", "verified"
  ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profiles_keep_type_counts();--> statement-breakpoint
-- Emptying profiles in one statement (tests, restores) empties the counts with it.
CREATE OR REPLACE FUNCTION profiles_reset_type_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile_type_counts" SET "total" = 0, "verified" = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_reset_type_counts" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_reset_type_counts();--> statement-breakpoint
-- What is already there, counted once.
INSERT INTO "profile_type_counts" ("type", "total", "verified")
  SELECT "type", count(*), count(*) FILTER (WHERE "verified") FROM "profiles" GROUP BY "type";
