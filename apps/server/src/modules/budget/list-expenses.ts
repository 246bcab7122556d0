import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ExpensesPage } from "@alicerce/shared/schemas/budget";
import type { Database } from "../../db/client.ts";
import { readPage } from "../../db/paging.ts";
import { files, projectExpenses, projectPhases } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { requireLines } from "./access.ts";

const PAGE_SIZE = 20;

/** The expense lines, newest spending first (the creator, the accepted team and platform admins). */
export async function listExpenses(
  db: Database,
  user: CurrentUser,
  projectId: string,
  query: { q?: string; page: number },
): Promise<ExpensesPage> {
  await requireLines(db, user, projectId);
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const matching = and(
    eq(projectExpenses.projectId, projectId),
    pattern ? or(ilike(projectExpenses.description, pattern), ilike(projectExpenses.supplierName, pattern)) : undefined,
  );
  const page = await readPage({
    rows: db
      .select({
        e: projectExpenses,
        phaseName: projectPhases.name,
        receiptName: files.originalName,
      })
      .from(projectExpenses)
      .innerJoin(projectPhases, eq(projectPhases.id, projectExpenses.phaseId))
      .leftJoin(files, eq(files.id, projectExpenses.receiptFileId))
      .where(matching)
      .orderBy(desc(projectExpenses.spentOn), desc(projectExpenses.createdAt), desc(projectExpenses.id))
      .$dynamic(),
    count: db.select({ n: count() }).from(projectExpenses).where(matching),
    page: query.page,
    pageSize: PAGE_SIZE,
  });
  return {
    ...page,
    items: page.items.map(({ e, phaseName, receiptName }) => ({
      id: e.id,
      phase_id: e.phaseId,
      phase_name: phaseName,
      amount: toReais(e.amountCents),
      spent_on: e.spentOn,
      description: e.description,
      supplier_name: e.supplierName,
      supplier_id: e.supplierId,
      quotation_id: e.quotationId,
      receipt_name: receiptName,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
