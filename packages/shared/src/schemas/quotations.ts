import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits.ts";
import { QUOTATION_STATUSES, SUPPLIER_CATEGORIES } from "../suppliers.ts";
import {
  isoDateSchema,
  optionalText,
  pageQuerySchema,
  positiveMoneySchema,
  requiredText,
  uuidSchema,
} from "./common.ts";

export const quotationInputSchema = z.object({
  supplier_id: uuidSchema,
  project_name: requiredText("Por favor, preencha o nome do projeto e a descrição.", 160),
  description: requiredText("Por favor, preencha o nome do projeto e a descrição.", TEXT_LIMITS.quotationDescription),
  /** yyyy-mm-dd, not in the past (São Paulo); optional. */
  desired_deadline: isoDateSchema.nullish().transform((v) => v ?? null),
  notes: optionalText(TEXT_LIMITS.quotationNotes),
  /** Ids returned by POST /api/files. */
  attachment_ids: z.array(uuidSchema).max(10, "Anexe no máximo 10 arquivos.").default([]),
});
export type QuotationInput = z.input<typeof quotationInputSchema>;

export const respondQuotationInputSchema = z.object({
  estimated_price: positiveMoneySchema,
  estimated_delivery_days: z
    .number({ error: "Informe o prazo de entrega." })
    .int("Use um número inteiro de dias.")
    .min(1, "O prazo de entrega deve ser de pelo menos 1 dia.")
    .max(3650, "O prazo de entrega deve ser de até 3650 dias."),
  message: requiredText("Escreva uma mensagem para o cliente.", TEXT_LIMITS.quotationResponse),
});
export type RespondQuotationInput = z.input<typeof respondQuotationInputSchema>;

export const quotationSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  desired_deadline: z.string().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  supplier: z.object({
    id: z.string(),
    company_name: z.string(),
    category: z.enum(SUPPLIER_CATEGORIES),
    location_city: z.string(),
    location_state: z.string(),
  }),
  requester: z.object({ id: z.string(), name: z.string() }),
  attachments: z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), download_url: z.string() })),
  supplier_response: z.string().nullable(),
  estimated_price: z.number().nullable(),
  estimated_delivery_days: z.number().nullable(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** What the current user may do now; the server enforces the same rules. */
  viewer: z.object({
    role: z.enum(["requester", "supplier"]),
    can_respond: z.boolean(),
    can_decide: z.boolean(),
    can_complete: z.boolean(),
    can_review: z.boolean(),
    reviewed: z.boolean(),
  }),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** The list's two tabs: the quotations a person asked for, and those their supplier company received. */
export const QUOTATION_SIDES = ["sent", "received"] as const;
export type QuotationSide = (typeof QUOTATION_SIDES)[number];

/** GET /api/quotations: one tab, a page at a time, newest first (decision 083). */
export const quotationListQuerySchema = pageQuerySchema.extend({
  side: z.enum(QUOTATION_SIDES, { error: "Escolha entre as cotações enviadas e as recebidas." }).default("sent"),
});
export type QuotationListQuery = z.input<typeof quotationListQuerySchema>;

export const quotationPageSchema = z.object({
  items: z.array(quotationSchema),
  /** Null on the tab's last page. */
  nextCursor: z.string().nullable(),
  /** Both tabs' sizes, for their labels, whichever tab this page is of. */
  counts: z.object({ sent: z.number(), received: z.number() }),
  /** The user's own supplier record, when there is one (received quotations are its). */
  supplier_id: z.string().nullable(),
});
export type QuotationPage = z.infer<typeof quotationPageSchema>;

export const QUOTATION_STATUS_SCHEMA = z.enum(QUOTATION_STATUSES);
