// The reconciliation desk's words and formats (docs/product/payments.md#conciliacao-mesa-do-admin).

const SAO_PAULO = "America/Sao_Paulo";

/** "06/12/2026 10:30" in São Paulo, whatever the browser's zone. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { timeZone: SAO_PAULO, dateStyle: "short", timeStyle: "short" });

/** Today in São Paulo, "yyyy-mm-dd": the desk's default day. */
export const todayInSaoPaulo = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: SAO_PAULO, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );

/** "1 lançamento novo" / "3 lançamentos novos". */
export const importedText = (fresh: number, known: number) =>
  `${fresh} ${fresh === 1 ? "lançamento novo" : "lançamentos novos"}, ${known} já ${known === 1 ? "importado" : "importados"}.`;
