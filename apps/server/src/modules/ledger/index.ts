// The double-entry ledger: the only way money is recorded (docs/decisions/100-ledger.md,
// docs/product/payments.md#ledger). Knows nothing of Pix or projects beyond an account's owner id.
export { ensureAccount, balanceOf, type LedgerAccount } from "./accounts.ts";
export { post, type Posting, type Posted, type LedgerEntryInput, type LedgerTransaction } from "./post.ts";
export { reverse } from "./reverse.ts";
export { entriesOf, entriesBefore, type AccountEntry, type EntryCursor } from "./entries.ts";
export { ledgerInvariants } from "./invariants.ts";
export { LedgerPostingError } from "./posting-error.ts";
export { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from "../../db/schema/index.ts";
