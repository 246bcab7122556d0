import type { paths } from "../generated/schema";

const INCOME_STATEMENT: keyof paths = "/api/portfolio/income-statement";

/** The year's informe de rendimentos (PDF), downloaded by a plain link (the browser sends the cookie). */
export function incomeStatementUrl(year: number): string {
  return `${INCOME_STATEMENT}?year=${encodeURIComponent(String(year))}`;
}
