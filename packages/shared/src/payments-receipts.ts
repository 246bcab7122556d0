// Comprovantes: one per money movement (docs/product/payments.md#comprovantes,
// docs/decisions/117-payment-receipts.md).

export const RECEIPT_KINDS = ["pix_in", "refund", "release", "payout", "distribution"] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The receipt's title, on the PDF, the list and the public check page. */
export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  pix_in: "Pix recebido",
  refund: "Devolução",
  release: "Liberação ao emissor",
  payout: "Pix enviado",
  distribution: "Distribuição paga",
};

/** The public check code: 16 random bytes in base64url, like a document's (22 characters). */
export const isReceiptCheckCode = (code: string) => /^[A-Za-z0-9_-]{22}$/.test(code);
