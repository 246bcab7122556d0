import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits.ts";
import { isValidCnpj } from "@brazilian-utils/brazilian-utils";
import { onlyDigits } from "../brazilian.ts";
import { BRAZILIAN_STATES } from "../projects.ts";
import { PAYMENT_METHODS, SUPPLIER_CATEGORIES } from "../suppliers.ts";
import { optionalText, requiredText, uuidSchema } from "./common.ts";
import { listCursorQuerySchema } from "./list-query.ts";

export const cnpjField = z
  .string({ error: "Por favor, insira um CNPJ válido." })
  .refine((v) => onlyDigits(v).length === 14 && isValidCnpj(onlyDigits(v)), "Por favor, insira um CNPJ válido.")
  .transform(onlyDigits);

export const supplierInputSchema = z.object({
  company_name: requiredText("Informe o nome da empresa.", 160),
  cnpj: cnpjField,
  category: z.enum(SUPPLIER_CATEGORIES, { error: "Selecione a categoria." }),
  description: optionalText(TEXT_LIMITS.supplierDescription),
  location_city: requiredText("Informe a cidade.", 120),
  location_state: z.enum(BRAZILIAN_STATES, { error: "Selecione o estado." }),
  service_radius_km: z
    .number({ error: "Informe o raio de atendimento." })
    .int("Use um número inteiro.")
    .min(0, "O raio deve ficar entre 0 e 5000 km.")
    .max(5000, "O raio deve ficar entre 0 e 5000 km."),
  average_delivery_days: z
    .number({ error: "Informe o prazo médio." })
    .int("Use um número inteiro.")
    .min(0, "O prazo médio deve ficar entre 0 e 365 dias.")
    .max(365, "O prazo médio deve ficar entre 0 e 365 dias."),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida." }))
    .max(PAYMENT_METHODS.length, "Forma de pagamento repetida.")
    .default([]),
  /** Ids returned by POST /api/files (jpg or png), in display order. */
  portfolio_image_ids: z.array(uuidSchema).max(12, "Adicione no máximo 12 imagens.").default([]),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierListQuerySchema = listCursorQuerySchema.extend({
  category: z.enum(SUPPLIER_CATEGORIES).optional(),
  state: z.enum(BRAZILIAN_STATES).optional(),
});
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

export const supplierCardSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  category: z.enum(SUPPLIER_CATEGORIES),
  description: z.string().nullable(),
  location_city: z.string(),
  location_state: z.string(),
  service_radius_km: z.number(),
  average_delivery_days: z.number(),
  verified: z.boolean(),
  owner_name: z.string(),
  /** Average of the reviews, rounded to one decimal; null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number(),
  /** Quotations of this supplier with status concluido. */
  completed_count: z.number(),
  cover_image_url: z.string().nullable(),
});
export type SupplierCard = z.infer<typeof supplierCardSchema>;

export const supplierPageSchema = z.object({ items: z.array(supplierCardSchema), nextCursor: z.string().nullable() });

export const supplierDetailSchema = supplierCardSchema.extend({
  user_id: z.string(),
  cnpj: z.string(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** file_id is what PUT /api/suppliers/:id takes back in portfolio_image_ids. */
  portfolio: z.array(z.object({ id: z.string(), url: z.string(), file_id: z.string() })),
  owner: z.object({ name: z.string(), avatar_url: z.string().nullable() }),
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

const rating = z
  .number({ error: "Dê uma nota de 1 a 5." })
  .int("Dê uma nota de 1 a 5.")
  .min(1, "Dê uma nota de 1 a 5.")
  .max(5, "Dê uma nota de 1 a 5.");

export const reviewInputSchema = z.object({
  rating,
  quality_rating: rating,
  deadline_rating: rating,
  cost_rating: rating,
  communication_rating: rating,
  comment: optionalText(TEXT_LIMITS.reviewComment),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  supplier_id: z.string(),
  reviewer_id: z.string(),
  reviewer_name: z.string(),
  rating: z.number(),
  quality_rating: z.number().nullable(),
  deadline_rating: z.number().nullable(),
  cost_rating: z.number().nullable(),
  communication_rating: z.number().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
