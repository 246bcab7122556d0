-- docs/decisions/119-reconciliation-desk.md: the admin's reconciliation desk. The escrow account's imported
-- statements and their lines (once per account by the bank's FITID), and the append-only trail of resolved
-- differences, whose rows the triggers at the end keep from being changed or deleted, like the ledger's.
CREATE TABLE "escrow_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"account_key" text NOT NULL,
	"fit_id" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text,
	"name" text,
	CONSTRAINT "escrow_statement_lines_fit_id" UNIQUE("account_key","fit_id")
);
--> statement-breakpoint
CREATE TABLE "escrow_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" text NOT NULL,
	"account_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"closing_balance_cents" bigint,
	"closing_balance_at" timestamp with time zone,
	"file_name" text NOT NULL,
	"new_lines" integer NOT NULL,
	"known_lines" integer NOT NULL,
	"imported_by" uuid NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_statements_balance_dated" CHECK (("escrow_statements"."closing_balance_cents" is null) = ("escrow_statements"."closing_balance_at" is null))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"difference_key" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"day" text NOT NULL,
	"project_id" uuid,
	"resolved_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_resolutions_once" UNIQUE("difference_key"),
	CONSTRAINT "reconciliation_resolutions_reason_present" CHECK (length(btrim("reconciliation_resolutions"."reason")) > 0),
	CONSTRAINT "reconciliation_resolutions_action" CHECK ("reconciliation_resolutions"."action" in ('acknowledge', 'refund_payer', 'retry_job'))
);
--> statement-breakpoint
ALTER TABLE "escrow_statement_lines" ADD CONSTRAINT "escrow_statement_lines_statement_id_escrow_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."escrow_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escrow_statement_lines_posted_idx" ON "escrow_statement_lines" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "escrow_statements_latest_idx" ON "escrow_statements" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "reconciliation_resolutions_day_idx" ON "reconciliation_resolutions" USING btree ("day","created_at");
--> statement-breakpoint
-- Append-only: a resolution is history; a second thought is a new difference's resolution, never an edit.
CREATE FUNCTION reconciliation_resolutions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a resolution is never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER reconciliation_resolutions_append_only BEFORE UPDATE OR DELETE ON "reconciliation_resolutions"
  FOR EACH ROW EXECUTE FUNCTION reconciliation_resolutions_append_only();--> statement-breakpoint
CREATE TRIGGER reconciliation_resolutions_no_truncate BEFORE TRUNCATE ON "reconciliation_resolutions"
  FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_resolutions_append_only();
