import { and, eq, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { quarterLabel, type Quarter } from "@alicerce/shared/quarters";
import { appPaths } from "@alicerce/shared/routes";
import type { QuarterlyReport } from "@alicerce/shared/schemas/quarterly-reports";
import type { Database } from "../../db/client.ts";
import { investments, quarterlyReports } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { recordDocumentVersion } from "../documents/index.ts";
import { storeBytes } from "../files/index.ts";
import { tell } from "../notifications/index.ts";
import { readQuarterReport } from "./report-data.ts";
import { activeCommitmentIn } from "./reportable.ts";
import { buildQuarterReportPdf } from "./report-pdf.ts";

export type ReportDeps = { db: Database; storage: Storage; publicUrl: string; now: () => Date };

/** "Relatório trimestral 2026 T3.pdf": every report of one quarter is a version of one document. */
export const reportFileName = (q: Quarter) => `Relatório trimestral ${q.year} T${q.quarter}.pdf`;

/** The people a report goes to: everyone with an active commitment in the project. */
export const investorsOf = (db: Database, projectId: string) =>
  db.selectDistinct({ id: investments.investorId }).from(investments).where(activeCommitmentIn(projectId));

/**
 * Reads, prints and files a report of `quarter` in the caller's transaction: the PDF becomes the next
 * version of the quarter's document in the project's documents (visibility "backers", in legal's
 * review queue like every document), and the quarterly_reports row records it. Tells nobody (the
 * demo data uses it as is). Undefined when the project is gone.
 */
export async function writeQuarterReport(
  tx: Database,
  storage: Storage,
  input: { projectId: string; quarter: Quarter; requestedBy: string | null; now: Date },
) {
  const data = await readQuarterReport(tx, input.projectId, input.quarter, todayInSaoPaulo(input.now));
  if (!data) return undefined;
  const pdf = Buffer.from(await buildQuarterReportPdf(data, input.now));
  const name = reportFileName(input.quarter);
  const file = await storeBytes(tx, storage, {
    data: pdf,
    name,
    mimeType: "application/pdf",
    ownerId: data.project.createdBy,
  });
  const document = await recordDocumentVersion(tx, {
    projectId: input.projectId,
    fileId: file.id,
    name,
    category: "progress",
    // The budget's audience, not everyone who sees the project: the report carries the budget against
    // actual and the diary (decision 095).
    visibility: "backers",
    // Filed in the creator's name: the report is the project's account to its investors.
    uploadedBy: data.project.createdBy,
  });
  await tx.insert(quarterlyReports).values({
    projectId: input.projectId,
    year: input.quarter.year,
    quarter: input.quarter.quarter,
    documentId: document.id,
    final: data.final,
    requestedBy: input.requestedBy,
  });
  return { data, document, name };
}

/**
 * Writes a project's report of `quarter` and sends it (docs/product/quarterly-reports.md): filed as
 * writeQuarterReport does, and every investor with an active commitment is told (bell and e-mail), in
 * one transaction. `requestedBy` null is the end-of-quarter job, which writes one report per project
 * and quarter: a second run finds it and returns undefined.
 */
export async function publishQuarterReport(
  deps: ReportDeps,
  input: { projectId: string; quarter: Quarter; requestedBy: string | null },
): Promise<QuarterlyReport | undefined> {
  const { year, quarter } = input.quarter;
  return deps.db.transaction(async (tx) => {
    // One writer per project and quarter at a time: two job runs (two processes) cannot both write it.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`quarterly-report:${input.projectId}:${year}:${quarter}`}))`,
    );
    if (input.requestedBy === null) {
      const [done] = await tx
        .select({ id: quarterlyReports.id })
        .from(quarterlyReports)
        .where(
          and(
            eq(quarterlyReports.projectId, input.projectId),
            eq(quarterlyReports.year, year),
            eq(quarterlyReports.quarter, quarter),
            sql`${quarterlyReports.requestedBy} is null`,
          ),
        );
      if (done) return undefined;
    }
    const written = await writeQuarterReport(tx, deps.storage, { ...input, now: deps.now() });
    if (!written) return undefined;
    const { data, document, name } = written;
    const investors = await investorsOf(tx, input.projectId);
    await tell(
      tx,
      investors.map((i) => ({
        userId: i.id,
        title: `Relatório trimestral: ${data.project.title}`,
        body: `O relatório ${data.final ? "" : "parcial "}do ${quarterLabel(input.quarter)} está na aba Documentos do projeto.`,
        link: appPaths.project(input.projectId),
      })),
      deps.publicUrl,
    );
    return {
      document_id: document.id,
      name,
      version: document.version,
      final: data.final,
      investors: investors.length,
    };
  });
}
