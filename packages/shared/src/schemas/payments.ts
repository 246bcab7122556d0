import { z } from "zod";

/**
 * A commitment's payment (docs/product/payments.md#pagamento-do-investimento, decision 107):
 * awaiting_payment → paid → released (to the issuer) or refunding → refunded; awaiting_payment →
 * expired when no Pix came in time (the commitment is then cancelled and its room freed).
 */
export const PAYMENT_STATUSES = ["awaiting_payment", "paid", "refunding", "refunded", "released", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states' pt-BR labels, as the investor's list and the dialog show them. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: "Aguardando pagamento",
  paid: "Pago",
  refunding: "Em devolução",
  refunded: "Devolvido",
  released: "Liberado ao empreendedor",
  expired: "Expirado",
};

export const paymentRefundSchema = z.object({
  status: z.enum(["requested", "refunded", "failed"]),
  reason: z.string(),
  refunded_at: z.string().nullable(),
  receipt_id: z.string().nullable(),
});

export const investmentPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  txid: z.string(),
  /** The Pix "copia e cola" (and the QR's content): only while awaiting payment, null until the PSP made it. */
  pix_copia_e_cola: z.string().nullable(),
  /** The same code as a QR image (an SVG data URL), to scan with the bank's app; null when the code is. */
  pix_qr_code: z.string().nullable(),
  /** In reais, two decimals, like Investment.amount. */
  amount: z.number(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  end_to_end_id: z.string().nullable(),
  /** The escrow account's holder, who receives the Pix (never the project's creator). */
  beneficiary_name: z.string(),
  /** The holder's CNPJ or CPF, masked. */
  beneficiary_document: z.string(),
  /** True when the sandbox PSP stands in for a real one: no real money moves. */
  sandbox: z.boolean(),
  refund: paymentRefundSchema.nullable(),
  receipt_id: z.string().nullable(),
});
export type InvestmentPayment = z.infer<typeof investmentPaymentSchema>;

/** The sandbox's "Simular pagamento": the Pix the sandbox PSP made (its webhook then credits it). */
export const simulatedPaymentSchema = z.object({ end_to_end_id: z.string() });
export type SimulatedPayment = z.infer<typeof simulatedPaymentSchema>;
