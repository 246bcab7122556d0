import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DOCUMENT_CATEGORIES, DOCUMENT_REVIEW_STATUSES, DOCUMENT_VISIBILITIES } from "@alicerce/shared/documents";
import { user } from "./auth.ts";
import { files } from "./files.ts";
import { projects } from "./projects.ts";

export const documentCategoryEnum = pgEnum("document_category", DOCUMENT_CATEGORIES);
export const documentVisibilityEnum = pgEnum("document_visibility", DOCUMENT_VISIBILITIES);
export const documentReviewStatusEnum = pgEnum("document_review_status", DOCUMENT_REVIEW_STATUSES);

/**
 * The document repository (docs/product/documents-and-signatures.md#documents), one row per version:
 * the wizard's, the project page's and the repository's uploads alike. A document sent again with
 * the same name (any case) in the same project is the next version of the same series; older
 * versions stay readable. The shown status is derived (modules/documents/document-status.ts): the
 * review status legal sets, or "signed". `latest` and `signed` are kept by triggers (migration 0018,
 * decision 061), in the transaction of every change, so lists read a flag instead of a subquery. Deleting a version removes its row; approval requests
 * (polymorphic, no foreign key) and signature audit trails keep their own copies.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The id of the series' first version, shared by every version. */
    seriesId: uuid("series_id").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    category: documentCategoryEnum("category").notNull(),
    visibility: documentVisibilityEnum("visibility").notNull().default("team"),
    version: integer("version").notNull().default(1),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reviewStatus: documentReviewStatusEnum("review_status").notNull().default("pending"),
    reviewComment: text("review_comment"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The public /verificar/{code} address: unguessable (16 random bytes), never reused. */
    verificationCode: text("verification_code").notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    /** Lower-case, accent-free name, for the list's search. */
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Kept (decision 061): no higher version of the series exists. Written by triggers only. */
    latest: boolean("latest").notNull().default(true),
    /** Kept (decision 061): a completed signature request covers this version. Written by triggers only. */
    signed: boolean("signed").notNull().default(false),
    /**
     * Kept (decision 133): the PDF of a confidential signature request (SCP, investment), read only by the
     * request's parties besides the legal desk and admins. Written by triggers only.
     */
    confidential: boolean("confidential").notNull().default(false),
  },
  (t) => [
    uniqueIndex("documents_verification_code_idx").on(t.verificationCode),
    // One version number per name in a project; the writer numbers under an advisory lock, this is the backstop.
    uniqueIndex("documents_project_name_version_idx").on(t.projectId, sql`lower(${t.name})`, t.version),
    index("documents_series_idx").on(t.seriesId, t.version),
    index("documents_project_created_idx").on(t.projectId, t.createdAt),
    // The list's order (newest first): its first page reads a few rows, not every document (decision 052).
    // NULLS FIRST: what `order by ... desc` asks for (decision 025).
    index("documents_newest_first_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The legal desk's and admins' list: newest first, one row per series (decision 061).
    index("documents_latest_newest_first_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.latest}`),
    index("documents_file_idx").on(t.fileId),
    index("documents_uploaded_by_idx").on(t.uploadedBy),
    check("documents_version_positive", sql`${t.version} >= 1`),
    check("documents_download_count_positive", sql`${t.downloadCount} >= 0`),
  ],
);

/**
 * How many documents (the newest version of each series) show each status, kept by a trigger on
 * `documents` in the transaction of every change (migration 0018, decision 061): the legal desk's
 * and admins' summary cards read four rows instead of counting every document.
 */
export const documentStatusCounts = pgTable(
  "document_status_counts",
  {
    status: text("status").primaryKey(),
    documents: integer("documents").notNull().default(0),
  },
  (t) => [check("document_status_counts_status", sql`${t.status} in ('pending', 'approved', 'rejected', 'signed')`)],
);

/**
 * What each series lists, by audience (decision 133): its newest version (`team`: what the project's
 * creator and team list) and its newest version for investors or backers (`investors`: what a backer
 * of the project lists), each with its shown status and date. Null: no such version, or the series
 * holds a confidential PDF and is listed per reader (`*_exact`), as the documents list did for every
 * series before. The list reads these rows over the reader's own projects, for its page and its
 * summary cards alike, instead of every document of them. Kept by the `documents_recount_audiences`
 * trigger, which recounts the series from its rows in the transaction of every change.
 */
export const documentSeriesAudiences = pgTable(
  "document_series_audiences",
  {
    seriesId: uuid("series_id").primaryKey(),
    projectId: uuid("project_id").notNull(),
    teamDocumentId: uuid("team_document_id"),
    teamCreatedAt: timestamp("team_created_at", { withTimezone: true }),
    teamStatus: text("team_status"),
    investorsDocumentId: uuid("investors_document_id"),
    investorsCreatedAt: timestamp("investors_created_at", { withTimezone: true }),
    investorsStatus: text("investors_status"),
    teamExact: boolean("team_exact").notNull().default(false),
    investorsExact: boolean("investors_exact").notNull().default(false),
    /**
     * The series' project is public and past draft: its backers list it. Kept from the project's row (a
     * change of its status or visibility rewrites its series' rows), so the list does not look up each
     * project a reader backs.
     */
    projectPublic: boolean("project_public").notNull().default(false),
  },
  (t) => [
    // The list reads a project's rows from the index alone (an index-only scan per project of the reader):
    // each column it reads is in the key.
    index("document_series_audiences_team_idx").on(
      t.projectId,
      t.teamCreatedAt,
      t.teamDocumentId,
      t.teamStatus,
      t.teamExact,
      t.seriesId,
    ),
    index("document_series_audiences_investors_idx")
      .on(t.projectId, t.investorsCreatedAt, t.investorsDocumentId, t.investorsStatus, t.investorsExact, t.seriesId)
      .where(sql`${t.projectPublic} and (${t.investorsStatus} is not null or ${t.investorsExact})`),
  ],
);

/**
 * What each reader lists, one row per series of the projects they take part in or back (decision 137):
 * the `document_series_audiences` row's `team` columns where they created the project or are on its
 * team, its `investors` columns where they hold an active commitment in it instead (and it is public
 * and past draft). A series holding a confidential PDF there keeps `exact` and no version: it is read
 * per reader. Kept by triggers on the series rows, commitments, team members and projects, so the
 * documents list walks the newest 20 of a reader's rows instead of gathering them from every project
 * they back.
 */
export const documentReaderSeries = pgTable(
  "document_reader_series",
  {
    readerId: uuid("reader_id").notNull(),
    seriesId: uuid("series_id").notNull(),
    projectId: uuid("project_id").notNull(),
    documentId: uuid("document_id"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    status: text("status"),
    exact: boolean("exact").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.seriesId] }),
    // The page: a reader's listed rows newest first, from the index alone.
    index("document_reader_series_newest_idx")
      .on(t.readerId, t.createdAt, t.documentId, t.seriesId)
      .where(sql`${t.status} is not null`),
    index("document_reader_series_exact_idx")
      .on(t.readerId, t.seriesId)
      .where(sql`${t.exact}`),
    // The triggers' rewrites: a series for every reader, a reader in one project.
    index("document_reader_series_series_idx").on(t.seriesId),
    index("document_reader_series_project_idx").on(t.projectId, t.readerId),
  ],
);

/** How many of a reader's rows in `document_reader_series` show each status: their summary cards (decision 137). */
export const documentReaderCounts = pgTable(
  "document_reader_counts",
  {
    readerId: uuid("reader_id").notNull(),
    status: text("status").notNull(),
    documents: integer("documents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.status] })],
);
