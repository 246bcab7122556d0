/** Today's date in São Paulo as yyyy-mm-dd (DESIGN.md §4: "today" is America/Sao_Paulo). */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}
