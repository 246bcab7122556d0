-- Decision 123 (docs/decisions/123-payments-flat-at-a-million-ledger-entries.md): a commitment's list drew the QR of
-- every charge awaiting its Pix on every read (milliseconds of CPU each). The QR is drawn once, when the PSP made
-- the code, and kept here; charges issued before this migration are drawn on read until they end.
ALTER TABLE "payment_charges" ADD COLUMN "pix_qr_code" text;
