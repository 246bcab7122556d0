-- docs/decisions/115-distributions-paid.md: the distributions' pass and a distribution's "Pagar com Pix" find its funding
-- charges by distribution; a partial index, since nearly every charge is a commitment's (distribution_id null).
CREATE INDEX "payment_charges_distribution_idx" ON "payment_charges" USING btree ("distribution_id") WHERE "payment_charges"."distribution_id" is not null;
