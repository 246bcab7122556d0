// The releases' pt-BR sentences (docs/product/payments.md#liberacao-ao-empreendedor).
export const RELEASE_TEXTS = {
  alreadyReleased: "A liberação deste projeto já foi feita.",
  raiseNotSucceeded:
    "A liberação só acontece depois que a captação termina com sucesso e a execução do projeto começa.",
  nothingPaid: "Este projeto não tem pagamentos confirmados a liberar.",
  withdrawalPeriodOpen: (until: string) =>
    `Ainda há investimentos no prazo de desistência (até ${until}). A liberação poderá ser feita depois disso.`,
  escrowShort: "O livro-razão não registra na custódia do projeto todo o valor pago. Fale com o administrador.",
  onlyManager: "Apenas o criador do projeto ou um administrador pode ver e pedir a liberação dos recursos.",
  payoutDescription: (title: string) => `Alicerce: liberação dos recursos de ${title}`,
} as const;

const saoPaulo = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the pages write it, on São Paulo's clock: "06/12/2026, 14:30". */
export const formatSaoPaulo = (at: Date) => saoPaulo.format(at);
