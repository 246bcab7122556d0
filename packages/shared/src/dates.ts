/** "Today" is São Paulo's (America/Sao_Paulo) on both sides, as a calendar date "yyyy-mm-dd". */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
