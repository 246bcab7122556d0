import type { Invariant } from "./db/invariants.ts";
import { keptFigureInvariants } from "./modules/investments/index.ts";
import { ledgerInvariants } from "./modules/ledger/index.ts";
import { projectSearchInvariants } from "./modules/projects/index.ts";
import {
  chargesPaidPosted,
  pixInInvariants,
  receiptsPosted,
  refundsPosted,
  payoutsPosted,
  releasedEscrowsEmpty,
  distributionSharesPosted,
  deskRefundsAsked,
} from "./modules/payments/index.ts";

/**
 * Everything `npm run ledger:check` proves, in order (docs/decisions/100-ledger.md). Wiring, like
 * app-jobs.ts: the command is kernel and imports no module (decision 097), so each module that records
 * money hands its invariants in here (payments: every payment, refund and payout has its transaction;
 * investments: the figures kept from the commitments equal the commitments, decision 130), and projects
 * hand in the word beginnings their search keeps (decision 136).
 */
export const appLedgerInvariants: readonly Invariant[] = [
  ...ledgerInvariants,
  ...pixInInvariants,
  chargesPaidPosted,
  refundsPosted,
  receiptsPosted,
  payoutsPosted,
  releasedEscrowsEmpty,
  distributionSharesPosted,
  deskRefundsAsked,
  ...keptFigureInvariants,
  ...projectSearchInvariants,
];
