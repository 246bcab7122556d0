-- docs/decisions/100-ledger.md: the double-entry ledger (accounts, transactions, entries; whole cents,
-- entries of a transaction add up to zero) and docs/decisions/101-durable-job-queue.md: the durable
-- jobs table. The triggers at the end are the ledger's rules, held by the database whatever code writes.
CREATE TYPE "public"."ledger_account_kind" AS ENUM('escrow_bank', 'project_escrow', 'investor_payable', 'issuer_payable', 'platform_fees', 'tax_withheld', 'unmatched');--> statement-breakpoint
CREATE TYPE "public"."payment_job_state" AS ENUM('pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_owner" UNIQUE NULLS NOT DISTINCT("kind","owner_id"),
	CONSTRAINT "ledger_accounts_owner_by_kind" CHECK (("ledger_accounts"."kind" in ('project_escrow', 'investor_payable', 'issuer_payable')) = ("ledger_accounts"."owner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"memo" text,
	"reverses" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference" UNIQUE("reference"),
	CONSTRAINT "ledger_transactions_reverses_once" UNIQUE("reverses"),
	CONSTRAINT "ledger_transactions_kind_present" CHECK (length("ledger_transactions"."kind") > 0),
	CONSTRAINT "ledger_transactions_reference_present" CHECK (length("ledger_transactions"."reference") > 0),
	CONSTRAINT "ledger_transactions_not_self_reversing" CHECK ("ledger_transactions"."reverses" is distinct from "ledger_transactions"."id")
);
--> statement-breakpoint
CREATE TABLE "payment_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "payment_job_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_jobs_kind_key" UNIQUE("kind","key"),
	CONSTRAINT "payment_jobs_attempts" CHECK ("payment_jobs"."attempts" >= 0 and "payment_jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_ledger_transactions_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_jobs_due_idx" ON "payment_jobs" USING btree ("run_after") WHERE "payment_jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_jobs_leased_idx" ON "payment_jobs" USING btree ("locked_until") WHERE "payment_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "payment_jobs_failed_idx" ON "payment_jobs" USING btree ("updated_at") WHERE "payment_jobs"."state" = 'failed';--> statement-breakpoint
-- A transaction has at least two entries and they add up to zero. Checked at commit (deferred), so the
-- entries of one transaction can be written one statement at a time; fired by the transaction's row too,
-- so a transaction with no entry at all is refused.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked uuid;
  entry_count integer;
  total numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    checked := NEW.transaction_id;
  ELSE
    checked := NEW.id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO entry_count, total
    FROM ledger_entries WHERE transaction_id = checked;
  IF entry_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries adding up to %', checked, entry_count, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
-- An entry is written with its transaction, by the same (sub)transaction: a balanced pair added later to
-- an old transaction would keep it at zero while rewriting what it recorded.
CREATE FUNCTION ledger_entries_with_their_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT t.xmin::text FROM ledger_transactions t WHERE t.id = NEW.transaction_id)
      IS DISTINCT FROM (SELECT e.xmin::text FROM ledger_entries e WHERE e.id = NEW.id) THEN
    RAISE EXCEPTION 'ledger entries are written with their transaction, never added to a recorded one'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_with_their_transaction AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_with_their_transaction();--> statement-breakpoint
-- Append-only: a correction is a reversing transaction, never an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a correction is a reversing transaction', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- The kept balance: each entry adds its amount to its account, in the entry's own transaction.
CREATE FUNCTION ledger_entries_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_cents = balance_cents + NEW.amount_cents WHERE id = NEW.account_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_balance AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_keep_balance();--> statement-breakpoint
-- An account opens at zero, keeps its kind and owner, and only the trigger above moves its balance (it
-- runs one trigger level down, so a direct UPDATE is at level 1 here and the trigger's at level 2).
-- Accounts are never deleted: entries name them, and an empty one costs nothing.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_cents <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens with a zero balance' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (NEW.id, NEW.kind, NEW.owner_id, NEW.created_at) IS NOT DISTINCT FROM (OLD.id, OLD.kind, OLD.owner_id, OLD.created_at)
        AND pg_trigger_depth() > 1 THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'a ledger account''s balance moves only by entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE OR DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_guard();
