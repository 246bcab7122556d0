import { z } from "zod";
import { PROJECT_STATUSES } from "../projects.ts";
import { SUPPLIER_CATEGORIES } from "../suppliers.ts";
import { USER_TYPES } from "../user-types.ts";
import { listPageNumberSchema, listPageSchema, listQuerySchema } from "./list-query.ts";

// The admin desk (docs/product/admin.md): people and suppliers to verify, and the platform's totals.

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** "true" / "false" in a query string; anything else is a 400 with a sentence. */
const verifiedFilter = z
  .enum(["true", "false"], { error: "Use true ou false no filtro de verificação." })
  .transform((v) => v === "true")
  .optional();

export const adminUserListQuerySchema = listQuerySchema.extend({
  type: z.enum(USER_TYPES, { error: "Tipo de usuário desconhecido." }).optional(),
  verified: verifiedFilter,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminSupplierListQuerySchema = listQuerySchema.extend({ verified: verifiedFilter });
export type AdminSupplierListQuery = z.input<typeof adminSupplierListQuerySchema>;

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
export const adminUserPageSchema = listPageSchema(adminUserSchema);
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
export const adminSupplierPageSchema = listPageSchema(adminSupplierSchema);
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

/**
 * A durable job of the money's work that ran out of attempts (docs/decisions/101-durable-job-queue.md):
 * what it was for, how many attempts it had and the last error, for the admin to look into.
 */
export const adminFailedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  key: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type AdminFailedJob = z.infer<typeof adminFailedJobSchema>;
export const adminFailedJobPageSchema = listPageSchema(adminFailedJobSchema);
export const adminFailedJobListQuerySchema = z.object({ page: listPageNumberSchema });
