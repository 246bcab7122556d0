// The quarterly-reports module's public surface: the app and the jobs import only from here.
export { quarterlyReportRoutes } from "./routes.ts";
export { sendDueQuarterReports } from "./due-reports.ts";
export { writeQuarterReport } from "./publish-report.ts";
export { getsQuarterlyReports } from "./reportable.ts";
