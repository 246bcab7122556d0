-- Decision 083 (docs/decisions/083-quotation-list-in-pages.md): the quotation list is read a page at a time,
-- newest first by (created_at, id); each tab's index ends with the id so a page stops after its rows.
DROP INDEX "quotations_requester_idx";--> statement-breakpoint
DROP INDEX "quotations_supplier_idx";--> statement-breakpoint
CREATE INDEX "quotations_requester_idx" ON "quotations" USING btree ("project_creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_supplier_idx" ON "quotations" USING btree ("supplier_id","created_at","id");