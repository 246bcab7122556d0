import { splitLargestRemainder } from "@alicerce/shared/distribution-split";
import type { Database } from "../../db/client.ts";
import { confirmedCommitments } from "./confirmed-commitments.ts";

export type ComputedShare = { investorId: string; basisCents: number; amountCents: number };

/**
 * `totalCents` split among the project's confirmed commitments at `now` (largest remainder, decision
 * 057); empty when nobody has a confirmed commitment. The one rule the API and the demo data use.
 */
export async function splitAmongConfirmed(
  tx: Database,
  projectId: string,
  totalCents: number,
  now: Date,
): Promise<ComputedShare[]> {
  const commitments = await confirmedCommitments(tx, projectId, now);
  if (commitments.length === 0) return [];
  const shares = splitLargestRemainder(
    totalCents,
    commitments.map((c) => ({ id: c.investorId, weightCents: c.cents })),
  );
  return shares.map((s, i) => ({ investorId: s.id, basisCents: commitments[i]!.cents, amountCents: s.cents }));
}
