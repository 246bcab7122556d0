import { z } from "zod";

/** Legal accounts waiting for a platform admin (OAB number and state to check). */
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
