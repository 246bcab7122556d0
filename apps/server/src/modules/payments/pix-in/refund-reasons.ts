import { formatBRL } from "@alicerce/shared/brazilian";

const reais = (cents: number) => formatBRL(cents / 100);

/**
 * Why a received Pix goes back, as the investor reads it on their investment and in the bell
 * (docs/product/payments.md#recebimento-do-pix-webhook-e-conciliacao). Each ends by saying the whole
 * value is given back to the account that paid it: a devolução always returns to the payer's account.
 */
export const pixRefundReasons = {
  wrongValue: (paidCents: number, expectedCents: number) =>
    `O Pix de ${reais(paidCents)} não tem o valor do investimento (${reais(expectedCents)}): pagamentos ` +
    `parciais ou a mais não são aceitos, e o valor é devolvido inteiro à conta que pagou.`,
  wrongPayer: (paidCents: number) =>
    `O Pix de ${reais(paidCents)} veio de uma conta que não é do investidor (outro CPF ou um CNPJ): o ` +
    `investimento só pode ser pago pela conta de quem investiu, e o valor é devolvido inteiro à conta que pagou.`,
  roomGone: (paidCents: number) =>
    `O Pix de ${reais(paidCents)} chegou depois do prazo de pagamento do investimento, quando a reserva ` +
    `já tinha expirado: o valor é devolvido inteiro à conta que pagou.`,
  alreadyPaid: (paidCents: number) =>
    `Este investimento já tinha sido pago por outro Pix: o segundo pagamento, de ${reais(paidCents)}, é ` +
    `devolvido inteiro à conta que pagou.`,
};
