/**
 * The one writer of every table of the Drizzle schema (apps/server/src/db/schema), by the name the
 * schema exports it under (decision 097). Any file may read any table; only the owner inserts,
 * updates, deletes or truncates its rows, and everything else calls the owner's functions
 * (`notify()`, `setStatusByReview()`, `reserveIfOpen()`, …, decision 042).
 *
 * Default deny: a table named nowhere below has no writer at all, and `tooling/table-owners.test.ts`
 * fails until it gets one. An owner is one of:
 * - a module: the files of `apps/server/src/modules/<name>/`;
 * - a kernel file or folder (a path under `apps/server/src`, a folder ending in "/"): the tables a
 *   kernel service keeps for itself (mail outbox, idempotency keys, throttle counters);
 * - database triggers, by name (they must exist in the migrations): tables the database keeps from
 *   other tables' changes, which no TypeScript file writes.
 */
export const moduleTables: Record<string, string[]> = {
  approvals: ["approvalRequests", "approvalEvents"],
  auth: ["user", "session", "account", "verification", "rateLimit", "twoFactor", "passkey", "profiles"],
  budget: ["projectExpenses"],
  chat: ["conversations", "conversationParticipants", "messages", "messageAttachments", "messageMentions"],
  contracts: ["contracts"],
  diary: ["diaryUpdates", "diaryPhotos"],
  distributions: ["distributions", "distributionShares"],
  documents: ["documents"],
  files: ["files"],
  investments: ["investments", "investorDeclarations"],
  learning: ["learningContent", "learningFaqs", "learningChecklistItems", "learningChecklistTicks"],
  // The balance column is moved by the ledger_entries_keep_balance trigger; the rows are ensureAccount's.
  ledger: ["ledgerAccounts", "ledgerTransactions", "ledgerEntries"],
  notifications: ["notifications", "notificationPreferences"],
  privacy: ["dataExports"],
  // Each payment piece's tables (decision 099): receipts (decision 117), received Pix (decision 109).
  payments: [
    "paymentCharges",
    "paymentReceipts",
    "receivedPix",
    "paymentRefunds",
    "payoutAccounts",
    "payouts",
    "paymentReleases",
    "platformFeeSettings",
    "distributionFundings",
    "distributionSharePayments",
    // The reconciliation desk (decision 119).
    "escrowStatements",
    "escrowStatementLines",
    "reconciliationResolutions",
  ],
  pix: ["sandboxPspCharges", "sandboxPspPix", "sandboxPspRefunds", "sandboxPspPayouts", "sandboxPspWebhooks"],
  projects: ["projects", "projectTeamMembers", "projectPhases", "projectImages", "projectInterests", "projectRatings"],
  "quarterly-reports": ["quarterlyReports"],
  questions: ["projectQuestions", "projectQuestionUnhidings"],
  quotations: ["quotations", "quotationAttachments"],
  signatures: ["signatureRequests", "signatureSigners", "signatureEvents", "signatureCodes"],
  suppliers: ["suppliers", "supplierPortfolioImages", "supplierReviews"],
};

type TriggerTables = { triggers: string[]; tables: string[]; prunedBy?: string }[];

export const kernelTables: Record<string, string[]> = {
  "mail/": ["mailOutbox"],
  "http/idempotency.ts": ["idempotencyKeys"],
  "throttle/": ["throttleCounters"],
  "jobs/queue/": ["paymentJobs"],
};

/**
 * Kept by the named triggers from the rows of another table. `prunedBy`: the one file that may delete
 * (never insert or update) the rows the triggers will not touch again.
 */
export const triggerTables: TriggerTables = [
  {
    // A project's status and ROI move its investors' kept figures (decision 130).
    triggers: ["investments_keep_totals", "projects_keep_investor_figures"],
    tables: ["investmentTotals", "investorActiveCommitments", "projectInvestorCommitments"],
  },
  {
    // The hours a withdrawal period ends in (decision 130); the hourly clean-up deletes the hours the
    // trigger no longer writes and no reader adds.
    triggers: ["investments_keep_totals"],
    tables: ["investmentWithdrawalHours"],
    prunedBy: "modules/investments/withdrawal-hours-pruning.ts",
  },
  { triggers: ["projects_keep_figures"], tables: ["projectFigures"] },
  { triggers: ["projects_keep_search_row"], tables: ["projectSearch"] },
  // The search's word beginnings and their figures, kept from the search rows (decision 136).
  {
    triggers: ["project_search_keep_word_beginnings", "project_search_keep_word_beginnings_on_update"],
    tables: ["projectWordBeginnings", "projectWordFigures"],
  },
  // The fee an offer carries, fixed when its raise opens (decision 114).
  { triggers: ["projects_fix_platform_fee"], tables: ["projectFeeTerms"] },
  { triggers: ["profiles_keep_type_counts"], tables: ["profileTypeCounts"] },
  { triggers: ["documents_keep_status_counts"], tables: ["documentStatusCounts"] },
  // What each series lists to its team and to its backers (decision 133).
  {
    triggers: ["documents_recount_audiences", "projects_keep_document_series_public"],
    tables: ["documentSeriesAudiences"],
  },
  // What each reader lists, and their counts by status (decision 137).
  {
    triggers: [
      "document_series_audiences_keep_readers",
      "investments_keep_document_readers",
      "project_team_members_keep_document_readers",
      "projects_keep_document_readers",
    ],
    tables: ["documentReaderSeries", "documentReaderCounts"],
  },
  {
    triggers: ["notifications_unread_inserted", "notifications_unread_deleted", "notifications_unread_updated"],
    tables: ["notificationUnread"],
  },
];

/**
 * Files outside the owners that write module tables anyway: the demo data loads straight into an
 * empty database before any request, like a test's fixtures (tests are not checked at all). They
 * still never write a kernel or trigger table.
 */
export const demoLoaders = ["seed/"];

/** The lists above, as the check reads them (a test passes altered copies). */
export type Owners = {
  moduleTables: Record<string, string[]>;
  kernelTables: Record<string, string[]>;
  triggerTables: TriggerTables;
  demoLoaders: string[];
};
