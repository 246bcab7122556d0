// What the product does with money (docs/decisions/099-payments-architecture.md,
// docs/product/payments.md#regras). So far: the pure rules the payment flows will use.
export { TAX_CONFIG, type TaxConfig, type BasisPoints } from "./rules/tax-config.ts";
export {
  withholdingFor,
  applyRate,
  fixedIncomeRate,
  type IncomeClassification,
  type Withholding,
  type WithholdingInput,
  type WithholdingRule,
} from "./rules/withholding.ts";
export { summarizeWithholding, type MonthlyWithholding, type WithheldPayment } from "./rules/withholding-summary.ts";
export { isBusinessDay, addBusinessDays, withdrawalDeadline } from "./rules/business-days.ts";
export {
  parseEscrowStatement,
  type EscrowStatement,
  type EscrowStatementLine,
  type ExpectedAccount,
} from "./rules/escrow-statement.ts";
export { ofxAmountToCents, ofxDateToInstant } from "./rules/ofx-values.ts";
// Comprovantes (docs/decisions/117-payment-receipts.md): every flow that moves money issues one in its transaction.
export { issueReceipt, type IssueReceiptInput, type ReceiptParty } from "./receipts/issue-receipt.ts";
export { receiptsPosted } from "./receipts/invariants.ts";
// Refunds through API Pix's devolucao (docs/decisions/111-refunds-and-withdrawal-period.md): asked in the
// caller's transaction, given back by a durable job.
export { requestRefund, REFUND_JOB_KIND, type RefundRequest, type RequestedRefund } from "./refunds/request-refund.ts";
export { refundJobHandlers } from "./refunds/jobs.ts";
export { refundWithdrawnCommitment, type WithdrawalPayment } from "./refunds/withdrawal.ts";
export { refundFailedRaise, type FailedRaiseRefunds } from "./refunds/failed-raise.ts";
export { refundsOfInvestments, type PaymentRefundView } from "./refunds/refund-views.ts";
export { refundsPosted } from "./refunds/invariants.ts";
export { settleRefund, type SettleDeps } from "./refunds/settle-refund.ts";
// The module's routes, each piece's plugin registered in routes.ts.
export { paymentRoutes, publicPaymentRoutes } from "./routes.ts";
// A charge per commitment or distribution funding, and the payment's states
// (docs/decisions/107-payment-states-raised-and-reserved.md).
export { createCharge, ISSUE_CHARGE_JOB, type NewPaymentCharge, type PaymentCharge } from "./charges/create-charge.ts";
export { issueCharge, issueChargeJob } from "./charges/issue-charge.ts";
export { settleCharge, pixInReference, type SettleInput, type SettleOutcome } from "./charges/settle-charge.ts";
export { markPaymentStatus, PaymentStatusError } from "./charges/charge-status.ts";
export { paymentsOfInvestments } from "./charges/present-payment.ts";
export { escrowHolder, pspOf } from "./charges/psp.ts";
export { chargeJobHandlers } from "./charges/jobs.ts";
export { chargesPaidPosted } from "./charges/invariants.ts";
// Payouts by Pix and where each person receives (docs/decisions/113-payout-accounts.md,
// docs/decisions/114-platform-fee-and-release.md).
export { payoutAccountOf, type PayoutAccount } from "./payouts/payout-account-of.ts";
export { requestPayout, PAYOUT_JOB_KIND, type PayoutRequest } from "./payouts/request-payout.ts";
export { PAYOUT_TEXTS } from "./payouts/payout-texts.ts";
// Pix in (docs/decisions/109-pix-webhook-intake-and-reconciler.md): the webhook, the intake job, the
// reconciler, and the received Pix the admin's desk reads.
export { pixInJobHandlers } from "./pix-in/wiring.ts";
export { pixInInvariants } from "./pix-in/invariants.ts";
export { PIX_IN_JOB_KIND, recordReceivedPix, type IncomingPix } from "./pix-in/record-received.ts";
export { takeInReceivedPix } from "./pix-in/intake-job.ts";
export { reconcileReceivedPix, PIX_RECONCILE_JOB_KIND, type ReconcileReport } from "./pix-in/reconciler.ts";
export {
  receivedPixByEndToEndId,
  receivedPixBy,
  markReceivedPixResolved,
  type ReceivedPixRecord,
  type ReceivedPixFilter,
} from "./pix-in/received-pix-reads.ts";
export { payoutJobHandlers } from "./payouts/jobs.ts";
export { payoutsPosted, releasedEscrowsEmpty } from "./payouts/invariants.ts";
export { releaseDueProjects } from "./releases/release-project.ts";
// Distributions paid (docs/decisions/115-distributions-paid.md): settleCharge hands a credited
// distribution_funding charge to fundDistribution in its transaction; the shares are taxed and paid out.
export { fundDistribution, shareReference, type FundingOutcome } from "./distribution-payments/fund-distribution.ts";
export { payWaitingShares } from "./distribution-payments/pay-waiting-shares.ts";
export { payDistributions } from "./distribution-payments/pay-distributions.ts";
export { distributionSharesPosted } from "./distribution-payments/invariants.ts";
// The admin's reconciliation desk (docs/decisions/119-reconciliation-desk.md): its ledger:check rule.
export { deskRefundsAsked } from "./reconciliation/invariants.ts";
