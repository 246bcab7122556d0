import type { AppDeps } from "../app-deps.ts";
import { createScpContracts, recordExpiries, sendSignatureReminders } from "../modules/signatures/index.ts";

export type SignatureJobReport = { contracts: string[]; reminders: number; expired: string[] };

/**
 * The date-driven work of signatures, each step idempotent (docs/product/documents-and-signatures.md):
 * SCP contracts for confirmed investments, reminders to pending signers, expiry events.
 */
export async function runSignatureJobs(
  deps: Pick<AppDeps, "db" | "storage" | "config" | "now">,
): Promise<SignatureJobReport> {
  const now = deps.now();
  const { db, storage } = deps;
  const publicUrl = deps.config.publicUrl;
  const contracts = await createScpContracts({ db, storage, publicUrl, now });
  const reminders = await sendSignatureReminders({ db, publicUrl, now });
  const expired = await recordExpiries({ db, now });
  return { contracts, reminders, expired };
}
