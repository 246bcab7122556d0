CREATE TABLE "document_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_status_counts_status" CHECK ("document_status_counts"."status" in ('pending', 'approved', 'rejected', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "latest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_latest_newest_first_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "documents"."latest";--> statement-breakpoint
CREATE INDEX "signature_requests_document_idx" ON "signature_requests" USING btree ("document_id");--> statement-breakpoint
-- Decision 061 (docs/decisions/061-documents-latest-flag-and-status-counts.md): the documents list asked, per
-- row, whether a newer version exists and whether a completed signature covers it, and the legal desk's
-- and admins' summary cards counted every document on each request. Three figures are kept instead, by
-- triggers in the transaction of every change, whatever code or SQL makes it:
--   documents.latest  no higher version of the series exists (versions are never renumbered or moved);
--   documents.signed  a completed signature request covers the version;
--   document_status_counts  the newest versions by shown status (signed, else the review status).
CREATE OR REPLACE FUNCTION documents_latest_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."latest" := NOT EXISTS (SELECT 1 FROM "documents" d
    WHERE d."series_id" = NEW."series_id" AND d."version" > NEW."version");
  NEW."signed" := EXISTS (SELECT 1 FROM "signature_requests" r
    WHERE r."document_id" = NEW."id" AND r."completed_at" IS NOT NULL);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER documents_latest_on_insert BEFORE INSERT ON "documents"
  FOR EACH ROW EXECUTE FUNCTION documents_latest_on_insert();--> statement-breakpoint
-- A new newest version retires the previous one; deleting the newest promotes the highest left (in a
-- cascade that deletes the whole series at once, none is left and nothing is promoted).
CREATE OR REPLACE FUNCTION documents_keep_latest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."latest" THEN
    UPDATE "documents" SET "latest" = false
      WHERE "series_id" = NEW."series_id" AND "latest" AND "id" <> NEW."id";
  ELSIF TG_OP = 'DELETE' AND OLD."latest" THEN
    UPDATE "documents" SET "latest" = true
      WHERE "id" = (SELECT d."id" FROM "documents" d WHERE d."series_id" = OLD."series_id"
        ORDER BY d."version" DESC LIMIT 1) AND NOT "latest";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER documents_keep_latest AFTER INSERT OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION documents_keep_latest();--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_status_counts_move(p_status text, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Every writer locks the four rows in one order first: an upload (retiring an approved version, adding
  -- a pending one) and a review (pending to approved) would otherwise lock two rows in opposite orders.
  PERFORM 1 FROM "document_status_counts" ORDER BY "status" FOR UPDATE;
  INSERT INTO "document_status_counts" AS c ("status", "documents") VALUES (p_status, p_sign)
    ON CONFLICT ("status") DO UPDATE SET "documents" = c."documents" + p_sign;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_keep_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status text;
  new_status text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."latest" THEN
    old_status := CASE WHEN OLD."signed" THEN 'signed' ELSE OLD."review_status"::text END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."latest" THEN
    new_status := CASE WHEN NEW."signed" THEN 'signed' ELSE NEW."review_status"::text END;
  END IF;
  IF old_status IS NOT DISTINCT FROM new_status THEN RETURN NULL; END IF;
  IF old_status IS NOT NULL THEN PERFORM document_status_counts_move(old_status, -1); END IF;
  IF new_status IS NOT NULL THEN PERFORM document_status_counts_move(new_status, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER documents_keep_status_counts AFTER INSERT OR DELETE OR UPDATE OF "latest", "signed", "review_status"
  ON "documents" FOR EACH ROW EXECUTE FUNCTION documents_keep_status_counts();--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_reset_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_status_counts" SET "documents" = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER documents_reset_status_counts AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION documents_reset_status_counts();--> statement-breakpoint
-- A signature request completed, moved, or deleted: the documents it covered or covers ask again.
CREATE OR REPLACE FUNCTION signature_requests_keep_document_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "documents" d SET "signed" = EXISTS (SELECT 1 FROM "signature_requests" r
      WHERE r."document_id" = d."id" AND r."completed_at" IS NOT NULL)
    WHERE d."id" IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."document_id" END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."document_id" END)
    AND d."signed" IS DISTINCT FROM EXISTS (SELECT 1 FROM "signature_requests" r
      WHERE r."document_id" = d."id" AND r."completed_at" IS NOT NULL);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_requests_keep_document_signed
  AFTER INSERT OR DELETE OR UPDATE OF "completed_at", "document_id"
  ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION signature_requests_keep_document_signed();--> statement-breakpoint
-- What is already there, once.
UPDATE "documents" d SET "latest" = NOT EXISTS (SELECT 1 FROM "documents" n
  WHERE n."series_id" = d."series_id" AND n."version" > d."version");--> statement-breakpoint
UPDATE "documents" d SET "signed" = true WHERE EXISTS (SELECT 1 FROM "signature_requests" r
  WHERE r."document_id" = d."id" AND r."completed_at" IS NOT NULL);--> statement-breakpoint
DELETE FROM "document_status_counts";--> statement-breakpoint
INSERT INTO "document_status_counts" ("status", "documents")
  SELECT s.status, (SELECT count(*) FROM "documents" d WHERE d."latest"
      AND CASE WHEN d."signed" THEN 'signed' ELSE d."review_status"::text END = s.status)
  FROM unnest(ARRAY['approved', 'pending', 'rejected', 'signed']) AS s(status);
