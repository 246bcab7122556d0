import type { Database } from "../../../db/client.ts";

/** The sandbox's participant code in its endToEndIds and rtrIds: no real PSP has it. */
export const SANDBOX_ISPB = "99999999";

/** What the sandbox's operations share. */
export type SandboxContext = {
  db: Database;
  now: () => Date;
  /** The name and city its BR Codes carry (the escrow account's, as configured). */
  merchant: { name: string; city: string };
  /** Where its charges' `location` points (host and path, without scheme, as API Pix writes it). */
  locationBase: string;
  /** Set by the control operations: the next refund or payout is refused, then the flag clears. */
  failNext: { refund: boolean; payout: boolean };
};
