-- Decision 069 (docs/decisions/069-platform-totals-kept-at-commit.md): the platform's investment totals
-- are one row, which the trigger of migration 0014 updated as each investment was written, so every
-- commitment on the platform held that row's lock from its insert to its commit, and commitments to
-- different projects queued behind one another. The same function now runs as a deferred constraint
-- trigger: at commit, with the row versions of each change, so the row is locked only while a commit
-- finishes. The totals stay exact at every commit (a transaction that rolls back never ran it).
DROP TRIGGER "investments_keep_totals" ON "investments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "investments_keep_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "investor_id"
  ON "investments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION investments_keep_totals();
