// Rendimentos e amortizações paid to a project's investors (docs/product/distributions.md).
export { distributionRoutes } from "./routes.ts";
export { receivedInYear, type YearShare } from "./received-in-year.ts";
export { splitAmongConfirmed } from "./split-among-confirmed.ts";
