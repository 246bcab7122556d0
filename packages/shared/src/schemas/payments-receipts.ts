import { z } from "zod";
import { RECEIPT_KINDS } from "../payments-receipts.ts";
import { pageQuerySchema } from "./common.ts";

// Comprovantes (docs/product/payments.md#comprovantes, docs/decisions/117-payment-receipts.md).

/** A side of the movement as every receipt door shows it: the name and the CPF partly hidden (a CNPJ whole). */
export const receiptPartySchema = z.object({ name: z.string(), document: z.string().nullable() });
export type ReceiptPartyView = z.infer<typeof receiptPartySchema>;

/** What the PDF prints; the public check page shows exactly this, and whether it is valid. */
export const receiptContentsSchema = z.object({
  kind: z.enum(RECEIPT_KINDS),
  /** Reais with two decimals, like every amount of the API. */
  amount: z.number(),
  occurred_at: z.string(),
  end_to_end_id: z.string().nullable(),
  payer: receiptPartySchema,
  payee: receiptPartySchema,
  project_title: z.string().nullable(),
});

/** A receipt as its parties list it: with its id (the PDF) and its check code (the public page's address). */
export const receiptSchema = receiptContentsSchema.extend({ id: z.uuid(), check_code: z.string() });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const receiptListSchema = z.object({
  items: z.array(receiptSchema),
  nextCursor: z.string().nullable(),
  /** The sandbox PSP stands in for a real one: no receipt is of real money (decision 102). */
  sandbox: z.boolean(),
});
export type ReceiptList = z.infer<typeof receiptListSchema>;

export const receiptCheckCodeParamsSchema = z.object({
  code: z.string().max(64, "Código de verificação inválido."),
});

export const publicReceiptCheckSchema = receiptContentsSchema.extend({
  /** The movement is in the ledger and was not reversed. */
  valid: z.boolean(),
  issued_at: z.string(),
  /** Issued by a sandbox installation: no real money moved (decision 102). */
  sandbox: z.boolean(),
});
export type PublicReceiptCheck = z.infer<typeof publicReceiptCheckSchema>;
