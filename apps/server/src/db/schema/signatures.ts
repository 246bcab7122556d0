import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { SIGNATURE_EVENT_KINDS, SIGNATURE_TYPES, SIGNER_STATUSES } from "@alicerce/shared/signatures";
import { user } from "./auth.ts";
import { contracts } from "./contracts.ts";
import { documents } from "./documents.ts";
import { files } from "./files.ts";
import { investments, projects } from "./projects.ts";

export const signatureTypeEnum = pgEnum("signature_type", SIGNATURE_TYPES);
export const signerStatusEnum = pgEnum("signer_status", SIGNER_STATUSES);
export const signatureEventKindEnum = pgEnum("signature_event_kind", SIGNATURE_EVENT_KINDS);

/**
 * Electronic signature requests (docs/product/documents-and-signatures.md#signatures). The status
 * is not a column: it follows from the signers, `completed_at`, `rejected_at` and the due date on
 * São Paulo's calendar (modules/signatures/signature-status.ts). A request is legal evidence and
 * is never deleted (decision 020): its project, files and trail are kept with restrict keys.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    type: signatureTypeEnum("type").notNull(),
    amount: numeric("amount", { precision: 15, scale: 2 }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The PDF sent for signature. */
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    /** SHA-256 of the original PDF, the one every event of the trail refers to. */
    sha256: text("sha256").notNull(),
    /** The original pages plus the certificate page, produced when the last signer signs. */
    signedFileId: uuid("signed_file_id").references(() => files.id, { onDelete: "restrict" }),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    /** The legal desk's contract sent for signature from /dashboard/contracts. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "restrict" }),
    /** The investment whose SCP participation contract this is: one per investment. */
    investmentId: uuid("investment_id").references(() => investments.id, { onDelete: "restrict" }),
    /**
     * Unguessable code of the public verification page (/verificar/{code}) the certificate's QR
     * code opens; the project document registered for this PDF takes the same code.
     */
    verificationCode: text("verification_code").notNull().unique(),
    /**
     * The project document registered for this PDF (docs/decisions/020-signatures.md): the documents
     * screen lists it, "Assinado" once this request is signed. A deleted document leaves the request.
     */
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /**
     * "Cancelar solicitação" (or the contract's cancellation): the request ends "cancelled" and takes
     * no more signatures. Who voided it and why are kept with it and in the trail.
     */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => user.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    /** Signers sign in their `position` order: each is invited once the previous one has signed. */
    sequential: boolean("sequential").notNull().default(false),
  },
  (t) => [
    index("signature_requests_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("signature_requests_project_idx").on(t.projectId),
    // A document's "signed" flag and the confidential-PDF rule look requests up by document (decision 061).
    index("signature_requests_document_idx").on(t.documentId),
    index("signature_requests_contract_idx").on(t.contractId, t.createdAt),
    uniqueIndex("signature_requests_investment_idx").on(t.investmentId),
    check("signature_requests_amount_positive", sql`${t.amount} > 0`),
    check("signature_requests_one_outcome", sql`num_nonnulls(${t.completedAt}, ${t.rejectedAt}, ${t.voidedAt}) <= 1`),
    check("signature_requests_void_reason", sql`${t.voidedAt} is null or ${t.voidReason} is not null`),
  ],
);

/**
 * The people asked to sign. A signer is whoever's account e-mail matches `email` at the time of
 * reading, so someone who registers after the invitation finds it; `user_id` records who signed.
 */
export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    status: signerStatusEnum("status").notNull().default("pending"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    reason: text("reason"),
    /** The CPF confirmed at signing (11 digits). */
    cpf: text("cpf"),
    /**
     * The CPF the sender named (11 digits): only an account with this CPF may sign. SCP and
     * investment contracts always name the investor's.
     */
    invitedCpf: text("invited_cpf"),
  },
  (t) => [
    uniqueIndex("signature_signers_request_email_idx").on(t.requestId, t.email),
    index("signature_signers_email_idx").on(t.email),
    check("signature_signers_email_lower", sql`${t.email} = lower(${t.email})`),
    check("signature_signers_invited_cpf_digits", sql`${t.invitedCpf} is null or ${t.invitedCpf} ~ '^[0-9]{11}$'`),
    check(
      "signature_signers_status_whole",
      sql`(${t.status} = 'pending' and ${t.signedAt} is null and ${t.refusedAt} is null)
        or (${t.status} = 'signed' and ${t.signedAt} is not null and ${t.cpf} is not null)
        or (${t.status} = 'rejected' and ${t.refusedAt} is not null and ${t.reason} is not null)`,
    ),
  ],
);

/**
 * The audit trail, append-only (a trigger refuses UPDATE and DELETE, see
 * db/migrations/manual/signatures.sql): who, CPF, when, IP, user agent and the document's SHA-256.
 */
export const signatureEvents = pgTable(
  "signature_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order, for events written at the same instant (created, then each "sent"). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "restrict" }),
    signerId: uuid("signer_id").references(() => signatureSigners.id, { onDelete: "restrict" }),
    /** The account that acted; null for the system (jobs) or once that account is deleted. */
    actorId: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    kind: signatureEventKindEnum("kind").notNull(),
    cpf: text("cpf"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    sha256: text("sha256").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("signature_events_request_idx").on(t.requestId, t.at, t.seq),
    index("signature_events_kind_idx").on(t.requestId, t.kind, t.at),
  ],
);

/**
 * One-time codes e-mailed to a signer at the moment of signing (decision 033): 6 digits, valid for
 * 10 minutes, 5 tries. Only the code's hash is kept. The newest row of a signer is the one that
 * counts; `confirmed_at` marks it used, so a code signs once.
 */
export const signatureCodes = pgTable(
  "signature_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    signerId: uuid("signer_id")
      .notNull()
      .references(() => signatureSigners.id, { onDelete: "restrict" }),
    /** The account the code was sent for: a code sent to one account never signs for another. */
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("signature_codes_signer_idx").on(t.signerId, t.createdAt.desc())],
);
