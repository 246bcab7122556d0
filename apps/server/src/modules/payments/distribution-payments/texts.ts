// The pt-BR sentences of paid distributions (docs/product/payments.md#distribuicoes-pagas), one place for
// the server and its tests.
export const DISTRIBUTION_PAYMENT_TEXTS = {
  onlyCreatorFunds: "Apenas o criador do projeto pode pagar distribuições.",
  onlyCreatorSummary: "Apenas o criador do projeto pode ver as retenções de imposto das distribuições.",
  notFound: "Distribuição não encontrada.",
  alreadyFunded: "Esta distribuição já foi paga.",
  nothingAwaiting: "Esta distribuição não tem Pix aguardando pagamento. Use Pagar com Pix para gerar um novo.",
  sandboxOnly: "A simulação de pagamento só existe no ambiente de testes.",
  chargeNotReady: "O Pix desta distribuição ainda está sendo gerado. Tente novamente em instantes.",
} as const;
