// Rendimentos e amortizações paid to a project's investors (docs/product/distributions.md). Recording and
// paying one is the payments module's flow (docs/decisions/115-distributions-paid.md), through these doors.
export { distributionRoutes } from "./routes.ts";
export { receivedInYear, type YearShare } from "./received-in-year.ts";
export { splitAmongConfirmed } from "./split-among-confirmed.ts";
export {
  recordDistribution,
  ONLY_CREATOR_RECORDS,
  NOTHING_TO_SPLIT,
  type RecordedDistribution,
} from "./record-distribution.ts";
export { distributionToPay, setDistributionPaidOn, type DistributionToPay } from "./distribution-of.ts";
