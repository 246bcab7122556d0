import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { compareQuarters, currentQuarter, quarterOfDay, type Quarter } from "@alicerce/shared/quarters";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { paysInvestors } from "@alicerce/shared/schemas/distributions";
import type { QuarterlyReport } from "@alicerce/shared/schemas/quarterly-reports";
import { AppError, conflict } from "../../http/app-error.ts";
import { loadVisibleProject, projectNotFound } from "../project-access/index.ts";
import { investorsOf, publishQuarterReport, type ReportDeps } from "./publish-report.ts";

export const ONLY_CREATOR_REPORTS = "Apenas o criador do projeto pode gerar o relatório trimestral.";
export const NOT_AFTER_RAISE =
  "O relatório trimestral é dos projetos de investimento em execução ou concluídos, depois da captação.";
export const NO_INVESTORS = "Este projeto ainda não tem investidores para receber o relatório.";

const fieldError = (message: string) => new AppError("VALIDATION_ERROR", message, { quarter: [message] });

/**
 * The creator asks for a quarter's report on demand (docs/product/quarterly-reports.md): the
 * quarter running now (a partial report) or one already over, from the project's first quarter on.
 */
export async function requestQuarterReport(
  deps: ReportDeps,
  user: CurrentUser,
  projectId: string,
  quarter: Quarter,
): Promise<QuarterlyReport> {
  const project = await loadVisibleProject(deps.db, user, projectId);
  if (project.createdBy !== user.id) throw new AppError("FORBIDDEN", ONLY_CREATOR_REPORTS);
  if (!paysInvestors(project)) throw conflict(NOT_AFTER_RAISE);
  const now = deps.now();
  if (compareQuarters(quarter, currentQuarter(now)) > 0) throw fieldError("Este trimestre ainda não começou.");
  if (compareQuarters(quarter, quarterOfDay(todayInSaoPaulo(project.createdAt))) < 0) {
    throw fieldError("O projeto ainda não existia neste trimestre.");
  }
  if ((await investorsOf(deps.db, projectId)).length === 0) throw conflict(NO_INVESTORS);
  const report = await publishQuarterReport(deps, { projectId, quarter, requestedBy: user.id });
  if (!report) throw projectNotFound(); // deleted meanwhile
  return report;
}
