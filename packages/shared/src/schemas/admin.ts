import { z } from "zod";
import { PROJECT_STATUSES } from "../projects.ts";
import { SUPPLIER_CATEGORIES } from "../suppliers.ts";
import { USER_TYPES } from "../user-types.ts";
import { noNul, NUL_MESSAGE } from "./common.ts";

// The admin desk (docs/product/admin.md): people and suppliers to verify, and the platform's totals.

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** "true" / "false" in a query string; anything else is a 400 with a sentence. */
const verifiedFilter = z
  .enum(["true", "false"], { error: "Use true ou false no filtro de verificação." })
  .transform((v) => v === "true")
  .optional();

const searchText = z
  .string({ error: "Use um texto na busca." })
  .trim()
  .max(100, "Use no máximo 100 caracteres na busca.")
  .refine(noNul, NUL_MESSAGE)
  .optional();

const pageNumber = z.coerce
  .number({ error: "Informe o número da página." })
  .int("Informe o número da página.")
  .min(1, "A primeira página é a 1.")
  .max(100_000, "Página inexistente.")
  .default(1);

export const adminUserListQuerySchema = z.object({
  q: searchText,
  type: z.enum(USER_TYPES, { error: "Tipo de usuário desconhecido." }).optional(),
  verified: verifiedFilter,
  page: pageNumber,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminSupplierListQuerySchema = z.object({
  q: searchText,
  verified: verifiedFilter,
  page: pageNumber,
});
export type AdminSupplierListQuery = z.input<typeof adminSupplierListQuerySchema>;

/** One page of an admin list, with the total matching the filters (for "página 2 de 5"). */
function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), page_size: z.number(), total: z.number() });
}

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  verified: z.boolean(),
  created_at: z.string(),
  /** Legal accounts: the OAB registration the admin checks before verifying. */
  oab_number: z.string().nullable(),
  oab_state: z.string().nullable(),
  /** Only the middle digits ("***.456.789-**"): enough to tell two people apart, not to reuse. */
  cpf_masked: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = adminPageSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminSupplierSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  cnpj: z.string(),
  category: z.enum(SUPPLIER_CATEGORIES),
  location_city: z.string(),
  location_state: z.string(),
  verified: z.boolean(),
  created_at: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminSupplier = z.infer<typeof adminSupplierSchema>;
export const adminSupplierPageSchema = adminPageSchema(adminSupplierSchema);
export type AdminSupplierPage = z.infer<typeof adminSupplierPageSchema>;

export const platformTotalsSchema = z.object({
  users: z.object({
    total: z.number(),
    by_type: z.array(z.object({ type: z.enum(USER_TYPES), total: z.number(), verified: z.number() })),
    /** Legal accounts waiting for an admin to check their OAB. */
    pending_legal: z.number(),
  }),
  projects: z.object({
    total: z.number(),
    by_status: z.array(z.object({ status: z.enum(PROJECT_STATUSES), total: z.number() })),
  }),
  investments: z.object({
    /** Reais in commitments neither withdrawn nor cancelled. */
    total_invested: z.number(),
    /** Of which past their 5-day withdrawal period (CVM 88). */
    confirmed: z.number(),
    /** Of which still within the withdrawal period. */
    in_withdrawal_period: z.number(),
    commitments: z.number(),
    investors: z.number(),
  }),
  suppliers: z.object({ total: z.number(), verified: z.number() }),
});
export type PlatformTotals = z.infer<typeof platformTotalsSchema>;

/** Legal accounts waiting for verification (OAB number and state to check). */
export const pendingLegalAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  oab_number: z.string().nullable(),
  oab_state: z.string().nullable(),
  created_at: z.string(),
});
export const pendingLegalAccountListSchema = z.object({ items: z.array(pendingLegalAccountSchema) });
export type PendingLegalAccount = z.infer<typeof pendingLegalAccountSchema>;
