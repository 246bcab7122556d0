-- Decision 123 (docs/decisions/123-payments-flat-at-a-million-ledger-entries.md): the reconciliation desk's day
-- read the refunds made and the payouts paid within it, and listed the failed payouts, by scanning every
-- refund and every payout ever made. Partial indexes serve each of those reads with the rows it shows.
CREATE INDEX "payment_refunds_refunded_idx" ON "payment_refunds" USING btree ("refunded_at") WHERE "payment_refunds"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "payouts_paid_idx" ON "payouts" USING btree ("paid_at") WHERE "payouts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payouts_failed_idx" ON "payouts" USING btree ("failed_at") WHERE "payouts"."status" = 'failed';