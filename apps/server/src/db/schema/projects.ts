import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  PHASE_STATUSES,
  PROJECT_PURPOSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_VISIBILITIES,
  TEAM_INVITATION_STATUSES,
  TEAM_ROLES,
} from "@alicerce/shared/projects";
import { INVESTMENT_STATUSES } from "@alicerce/shared/schemas/investments";
import { user } from "./auth.ts";
import { files } from "./files.ts";

export const projectStatusEnum = pgEnum("project_status", PROJECT_STATUSES);
export const projectPurposeEnum = pgEnum("project_purpose", PROJECT_PURPOSES);
export const projectTypeEnum = pgEnum("project_type", PROJECT_TYPES);
export const projectVisibilityEnum = pgEnum("project_visibility", PROJECT_VISIBILITIES);
export const teamRoleEnum = pgEnum("team_role", TEAM_ROLES);
export const phaseStatusEnum = pgEnum("phase_status", PHASE_STATUSES);
export const investmentStatusEnum = pgEnum("investment_status", INVESTMENT_STATUSES);
export const teamInvitationStatusEnum = pgEnum("team_invitation_status", TEAM_INVITATION_STATUSES);

// Money is numeric(15,2): drizzle hands it over as a string, converted at the service edge.
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    locationCity: text("location_city").notNull(),
    locationState: text("location_state").notNull(),
    locationAddress: text("location_address"),
    projectType: projectTypeEnum("project_type").notNull(),
    purpose: projectPurposeEnum("purpose").notNull(),
    visibility: projectVisibilityEnum("visibility").notNull().default("private"),
    status: projectStatusEnum("status").notNull().default("draft"),
    targetAmount: money("target_amount"),
    /** Below this at the deadline, the raise fails (CVM 88: at least 2/3 of the target). */
    minimumTargetAmount: money("minimum_target_amount"),
    minInvestment: money("min_investment"),
    /** Sum of paid active commitments (decision 107), kept in the same transaction as each payment. */
    raisedAmount: money("raised_amount").notNull().default("0"),
    /**
     * Commitments awaiting their Pix (decision 107): the target's room and the investor's yearly limit
     * count them with raised_amount, the raise's success counts only what was paid.
     */
    reservedAmount: money("reserved_amount").notNull().default("0"),
    /**
     * Investors with at least one active commitment here, the card's count: kept at each commitment's
     * commit by the investments' totals trigger, from project_investor_commitments (migration 0030,
     * decision 085), so no card counts its commitments.
     */
    investorCount: integer("investor_count").notNull().default(0),
    roi: numeric("roi", { precision: 7, scale: 2 }),
    timelineMonths: integer("timeline_months"),
    deadline: date("deadline", { mode: "string" }),
    manager: text("manager").notNull(),
    /** Lower-case, accent-free title + city + state + manager for the list's text search. */
    searchText: text("search_text").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    fundingOpenedAt: timestamp("funding_opened_at", { withTimezone: true }),
    fundingFailedAt: timestamp("funding_failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order, `order by created_at desc, id desc`, is DESC NULLS FIRST in PostgreSQL; an index
    // built NULLS LAST (drizzle's default for desc) never serves it (decision 025).
    index("projects_newest_first_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_status_idx").on(t.status),
    index("projects_purpose_idx").on(t.purpose),
    index("projects_type_idx").on(t.projectType),
    index("projects_created_by_idx").on(t.createdBy),
    index("projects_funding_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 'funding_open'`),
    // The list's `q` is `search_text like '%…%'`: trigrams find the matches without reading every
    // project (pg_trgm, created by migration 0016 and loaded into PGlite by db/pglite-extensions.ts).
    // The public list's page (decision 055): only the listed projects, newest first, so the walk never
    // passes the platform's recent drafts and private projects.
    index("projects_listed_newest_first_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'draft' and ${t.visibility} = 'public'`),
    index("projects_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

export const projectTeamMembers = pgTable(
  "project_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: teamRoleEnum("role").notNull(),
    experience: text("experience"),
    email: text("email"),
    /**
     * A member with an e-mail is invited to it; null when no e-mail was given. Only an accepted
     * invitation links an account (`userId`), so registering the e-mail grants nothing by itself.
     */
    invitationStatus: teamInvitationStatusEnum("invitation_status"),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** The account that accepted the invitation: it may read the project. */
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("team_project_idx").on(t.projectId),
    index("team_user_idx").on(t.userId),
    index("team_pending_email_idx")
      .on(t.email)
      .where(sql`${t.invitationStatus} = 'pending'`),
  ],
);

export const projectPhases = pgTable(
  "project_phases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    status: phaseStatusEnum("status").notNull().default("pending"),
    /**
     * The phase's percentage done, set by the diary's updates (decision 058); `status` follows it
     * (0 pending, 1–99 in progress, 100 completed).
     */
    progress: smallint("progress").notNull().default(0),
    position: integer("position").notNull().default(0),
    /** The phase's budget in whole cents (decision 059); 0 until one is set. */
    budgetCents: bigint("budget_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("phases_project_idx").on(t.projectId),
    check("phases_progress_range", sql`${t.progress} between 0 and 100`),
    check("phases_budget_not_negative", sql`${t.budgetCents} >= 0`),
  ],
);

export const projectImages = pgTable(
  "project_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  // The card's cover is the first image by (position, id): one index probe per card.
  (t) => [index("images_project_position_idx").on(t.projectId, t.position, t.id)],
);

export const investments = pgTable(
  "investments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    investorId: uuid("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    status: investmentStatusEnum("status").notNull().default("active"),
    withdrawableUntil: timestamp("withdrawable_until", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /**
     * Its SCP contract (a signature request) exists. Set by a trigger on signature_requests (migration
     * 0015, decision 054), so the contracts job reads only the commitments still waiting for one.
     */
    contractRequested: boolean("contract_requested").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("investments_project_idx").on(t.projectId),
    // A project's active investors from the index alone (the chat's project people, the diary's followers).
    // It served each card's count until decision 085 kept that count on the project's row (decision 072).
    index("investments_project_active_investor_idx")
      .on(t.projectId, t.investorId)
      .where(sql`${t.status} = 'active'`),
    index("investments_investor_created_idx").on(t.investorId, t.createdAt),
    // The projects an investor backs, from the index alone: the documents list reads them on each request
    // (decision 133); an investor holding 2 000 commitments had them on 1 300 table pages.
    index("investments_investor_active_project_idx")
      .on(t.investorId, t.projectId)
      .where(sql`${t.status} = 'active'`),
    // An investor's commitments still in their withdrawal period, the few that are not yet contracts on the
    // home's figures (decision 130).
    index("investments_investor_active_withdrawable_idx")
      .on(t.investorId, t.withdrawableUntil)
      .where(sql`${t.status} = 'active'`),
    // The admin desk's "in the withdrawal period": only the last days' active commitments (decision 052).
    index("investments_active_withdrawable_idx")
      .on(t.withdrawableUntil)
      .where(sql`${t.status} = 'active'`),
    // The contracts job: active commitments without a contract yet, by the end of their withdrawal period.
    index("investments_contract_due_idx")
      .on(t.withdrawableUntil)
      .where(sql`${t.status} = 'active' and not ${t.contractRequested}`),
  ],
);

/**
 * The platform's active commitments, kept by a trigger on `investments` at the commit of each change
 * (migration 0014, decision 052; deferred to the commit by migration 0025, decision 069), so the admin
 * desk's totals read one row instead of summing every investment. One row, `id` true.
 */
export const investmentTotals = pgTable(
  "investment_totals",
  {
    id: boolean("id").primaryKey().default(true),
    amount: numeric("amount", { precision: 17, scale: 2 }).notNull().default("0"),
    commitments: integer("commitments").notNull().default(0),
    /** Investors with at least one active commitment. */
    investors: integer("investors").notNull().default(0),
  },
  (t) => [check("investment_totals_one_row", sql`${t.id}`)],
);

/**
 * Each investor's number of active commitments, kept by the same trigger: the platform's investor
 * count moves when one goes from 0 to 1 or back. No foreign key: a deleted account's commitments
 * leave through the cascade on `investments`, whose trigger brings this row to 0 whatever the order.
 * It also keeps the investor's home figures (migration 0044, decision 130), so the home reads one row
 * instead of aggregating every commitment: the sum of the active commitments, the projects they are in
 * that are not completed, and the ROI's weighted sum over the commitments in projects with an ROI. A
 * project's status or ROI moves them too (the projects_keep_investor_figures trigger, through each
 * investor's amount in `project_investor_commitments`).
 */
export const investorActiveCommitments = pgTable("investor_active_commitments", {
  investorId: uuid("investor_id").primaryKey(),
  active: integer("active").notNull(),
  amount: numeric("amount", { precision: 17, scale: 2 }).notNull().default("0"),
  activeProjects: integer("active_projects").notNull().default(0),
  /** Σ amount × ROI over the active commitments whose project has an ROI (exact: numeric without scale). */
  roiWeighted: numeric("roi_weighted").notNull().default("0"),
  /** Σ amount over the same commitments: the average ROI is roiWeighted / roiAmount. */
  roiAmount: numeric("roi_amount", { precision: 17, scale: 2 }).notNull().default("0"),
});

/**
 * Each investor's number of active commitments in each project, kept by the same trigger: the project's
 * investor count moves when one goes from 0 to 1 or back (migration 0030, decision 085). No foreign key,
 * as for investor_active_commitments: a deleted project's or account's commitments leave through the
 * cascade on `investments`, whose trigger brings this row to 0 whatever the order.
 */
export const projectInvestorCommitments = pgTable(
  "project_investor_commitments",
  {
    projectId: uuid("project_id").notNull(),
    investorId: uuid("investor_id").notNull(),
    active: integer("active").notNull(),
    /** The sum of those commitments: what a change of the project's ROI moves in the investor's figures. */
    amount: numeric("amount", { precision: 17, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.investorId] })],
);

/**
 * The active commitments' amounts by the hour their withdrawal period ends (UTC) and a stripe, kept by the
 * investments' totals trigger at each commit (migration 0044, decision 130): the admin desk's "in the
 * withdrawal period" adds the hours still ahead and reads only the current hour's commitments. Each
 * connection writes its own stripe (its backend's pid modulo 4), so commitments committing in the same hour
 * on different connections do not queue on one row. A past hour's rows stay while a late cancellation may
 * still subtract from them, then the hourly clean-up deletes them (withdrawal-hours-pruning.ts).
 */
export const investmentWithdrawalHours = pgTable(
  "investment_withdrawal_hours",
  {
    endsHour: timestamp("ends_hour", { withTimezone: true }).notNull(),
    stripe: smallint("stripe").notNull(),
    amount: numeric("amount", { precision: 17, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.endsHour, t.stripe] })],
);

/**
 * The projects' figures per visibility, status, type and purpose, kept by a trigger on `projects` in
 * the transaction of each change (migration 0016, decision 055), so the project list's summary adds
 * up a few dozen rows instead of aggregating every visible project per request. A few dozen rows at
 * most: one per combination of the four enums that ever held a project.
 */
export const projectFigures = pgTable(
  "project_figures",
  {
    visibility: projectVisibilityEnum("visibility").notNull(),
    status: projectStatusEnum("status").notNull(),
    projectType: projectTypeEnum("project_type").notNull(),
    purpose: projectPurposeEnum("purpose").notNull(),
    projects: integer("projects").notNull().default(0),
    /** Sum of the target amounts (null counts as 0, as `sum` ignores it). */
    targetAmount: numeric("target_amount").notNull().default("0"),
    /** Sum and number of the non-null ROIs: their mean is the list's average ROI. */
    roiSum: numeric("roi_sum").notNull().default("0"),
    roiCount: integer("roi_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.visibility, t.status, t.projectType, t.purpose] })],
);

/**
 * What a project search reads of each project, narrow (decision 072): the columns the search's filters,
 * order and summary need and the search text, kept by triggers on `projects` (migration 0028), one row per
 * project. A term that matches a twentieth of the platform gathers its matches from here: the projects
 * table's full rows spread them over every one of its pages (944 of 945 at the scale bench's large size),
 * these over 386.
 */
export const projectSearch = pgTable(
  "project_search",
  {
    projectId: uuid("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    status: projectStatusEnum("status").notNull(),
    visibility: projectVisibilityEnum("visibility").notNull(),
    projectType: projectTypeEnum("project_type").notNull(),
    purpose: projectPurposeEnum("purpose").notNull(),
    createdBy: uuid("created_by").notNull(),
    targetAmount: money("target_amount"),
    roi: numeric("roi", { precision: 7, scale: 2 }),
  },
  // No trigram index since decision 136: the search reads the word beginnings kept from these rows
  // (project_word_beginnings), and the search text stays here as what they are kept from.
);

export const projectInterests = pgTable(
  "project_interests",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** LGPD: the creator sees the person's e-mail only when they chose to share it. */
    shareContact: boolean("share_contact").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** Dated, append-only statements an investor makes to lift the CVM 88 retail limit. */
export const investorDeclarations = pgTable(
  "investor_declarations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    annualIncome: money("annual_income"),
    financialInvestments: money("financial_investments"),
    qualifiedInvestor: boolean("qualified_investor").notNull().default(false),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("declarations_user_idx").on(t.userId, t.createdAt)],
);

/**
 * An investor's rating of a completed project they funded (1 to 5 stars, once): the investment
 * panel shows its creator's average over all their completed projects (docs/product/projects.md#rating).
 */
export const projectRatings = pgTable(
  "project_ratings",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    investorId: uuid("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.investorId] }),
    check("project_ratings_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
