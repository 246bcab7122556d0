import { currentQuarter, previousQuarter } from "@alicerce/shared/quarters";
import type { Database } from "../db/client.ts";
import { projects } from "../db/schema/index.ts";
import { getsQuarterlyReports, writeQuarterReport } from "../modules/quarterly-reports/index.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * The last ended quarter's report of each demo project in execution or completed that has investors
 * (docs/product/quarterly-reports.md), as the end-of-quarter job would have filed it, so investidor@
 * finds one in those projects' documents. Written after the rest of the demo data, which it reports
 * on. Needs a storage (the PDF is a file): API tests seed without one.
 */
export async function seedQuarterlyReports(db: Database, options: { storage?: Storage }) {
  const storage = options.storage;
  if (!storage) return;
  const now = new Date();
  const quarter = previousQuarter(currentQuarter(now));
  const due = await db
    .select({ id: projects.id })
    .from(projects)
    .where(getsQuarterlyReports(db))
    .orderBy(projects.title);
  for (const { id } of due) await writeQuarterReport(db, storage, { projectId: id, quarter, requestedBy: null, now });
}
