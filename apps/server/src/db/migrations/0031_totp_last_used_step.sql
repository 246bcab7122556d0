-- docs/decisions/090-confirmation-links-and-totp-codes-used-once.md: the last TOTP time step a code was
-- accepted for, per account, so the same code cannot complete a second login (the check is one
-- compare-and-set on this column, shared by every server process).
ALTER TABLE "two_factors" ADD COLUMN "last_used_totp_step" bigint;
