import { fileTooLargeMessage } from "@alicerce/shared/file-rules";

/** The desk's refusals and sentences (docs/product/payments.md#conciliacao-mesa-do-admin), one place for tests too. */
export const RECONCILIATION_TEXTS = {
  accountNotConfigured:
    "A conta de custódia não está configurada (PIX_ESCROW_BANK_ID e PIX_ESCROW_ACCOUNT): não é possível importar o extrato.",
  lineContradicts: (fitId: string) =>
    `O lançamento ${fitId} já foi importado com outra data ou outro valor; confira se o arquivo é o extrato da conta de custódia.`,
  notMultipart: 'Envie o extrato como multipart/form-data, no campo "file".',
  missingFile: 'Envie o extrato OFX no campo "file".',
  malformedUpload: "O envio do arquivo está malformado. Tente enviar o arquivo novamente.",
  tooLarge: (name: string) => fileTooLargeMessage(name),
  unknownDifference: "Esta diferença não existe ou já não está em aberto. Recarregue a conciliação.",
  lineAlreadyMatched: "Esta linha do extrato já está conciliada com um movimento do PSP.",
  alreadyResolved: "Esta diferença já foi resolvida.",
  actionNotAllowed: "Esta ação não se aplica a esta diferença.",
  jobNotFailed: "Esta tarefa não está mais com falha: outra pessoa pode já tê-la reenviado.",
  jobNotFound: "Tarefa de pagamento não encontrada.",
  /** What the payer's refund says, as the refunds engine tells the investor (the admin's reason stays in the trail). */
  refundToPayer: "Devolução de um Pix que não correspondia a nenhuma cobrança da Alicerce.",
} as const;
