import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PAYMENT_METHODS, QUOTATION_STATUSES, SUPPLIER_CATEGORIES } from "@alicerce/shared/suppliers";
import { user } from "./auth.ts";
import { files } from "./files.ts";

export const supplierCategoryEnum = pgEnum("supplier_category", SUPPLIER_CATEGORIES);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const quotationStatusEnum = pgEnum("quotation_status", QUOTATION_STATUSES);

/** A company offering services or materials; one per user account. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    cnpj: text("cnpj").notNull().unique(),
    category: supplierCategoryEnum("category").notNull(),
    description: text("description"),
    locationCity: text("location_city").notNull(),
    locationState: text("location_state").notNull(),
    serviceRadiusKm: integer("service_radius_km").notNull(),
    averageDeliveryDays: integer("average_delivery_days").notNull(),
    paymentMethods: paymentMethodEnum("payment_methods")
      .array()
      .notNull()
      .default(sql`'{}'`),
    verified: boolean("verified").notNull().default(false),
    /** Lower-case, accent-free name + description + city for the marketplace search. */
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("suppliers_category_idx").on(t.category),
    index("suppliers_state_idx").on(t.locationState),
    index("suppliers_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const supplierPortfolioImages = pgTable(
  "supplier_portfolio_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("portfolio_supplier_idx").on(t.supplierId)],
);

export const quotations = pgTable(
  "quotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The requester (docs/product/quotations.md#quotation-fields calls them project_creator_id). */
    projectCreatorId: uuid("project_creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    projectName: text("project_name").notNull(),
    description: text("description").notNull(),
    notes: text("notes"),
    desiredDeadline: date("desired_deadline", { mode: "string" }),
    status: quotationStatusEnum("status").notNull().default("pendente"),
    supplierResponse: text("supplier_response"),
    estimatedPrice: numeric("estimated_price", { precision: 15, scale: 2 }),
    estimatedDeliveryDays: integer("estimated_delivery_days"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The quotation list's two tabs, page by page newest first (created_at, then id as a tie-break):
    // each page reads its few rows from one of these whatever a person's history (decision 083).
    index("quotations_requester_idx").on(t.projectCreatorId, t.createdAt, t.id),
    index("quotations_supplier_idx").on(t.supplierId, t.createdAt, t.id),
    index("quotations_supplier_status_idx").on(t.supplierId, t.status),
  ],
);

export const quotationAttachments = pgTable(
  "quotation_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quotationId: uuid("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (t) => [index("attachments_quotation_idx").on(t.quotationId)],
);

/** One review per concluded quotation, by its requester. */
export const supplierReviews = pgTable(
  "supplier_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quotationId: uuid("quotation_id").references(() => quotations.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    qualityRating: integer("quality_rating"),
    deadlineRating: integer("deadline_rating"),
    costRating: integer("cost_rating"),
    communicationRating: integer("communication_rating"),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_supplier_idx").on(t.supplierId, t.createdAt),
    uniqueIndex("reviews_quotation_unique").on(t.quotationId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
