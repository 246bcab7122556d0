import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type {
  Quotation,
  QuotationPage,
  QuotationSide,
  quotationListQuerySchema,
} from "@alicerce/shared/schemas/quotations";
import type { Database, ReadDatabase } from "../../db/client.ts";
import {
  hashedStatementName,
  literalLimit,
  opaquePlaceholder,
  preparedOnce,
  rowsToRead,
} from "../../db/prepared-once.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import { files, profiles, quotationAttachments, quotations, suppliers, user as users } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { toMoney } from "../../lib/money.ts";

/** A quotation as its participants (the requester and the supplier's owner) read it. */
type Row = {
  q: typeof quotations.$inferSelect;
  s: typeof suppliers.$inferSelect;
  requesterName: string;
  reviewed: boolean;
};

const quotationNotFound = () => notFound("Cotação não encontrada.");

/** The quotations with their supplier and requester; `extra` adds columns (a page's). */
function selectRows<E extends Record<string, SQL.Aliased | SQL>>(db: ReadDatabase, extra?: E) {
  return db
    .select({
      q: quotations,
      s: suppliers,
      requesterName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      reviewed: sql<boolean>`exists (select 1 from supplier_reviews r where r.quotation_id = "quotations"."id")`,
      ...(extra as E),
    })
    .from(quotations)
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .innerJoin(users, eq(users.id, quotations.projectCreatorId))
    .leftJoin(profiles, eq(profiles.userId, quotations.projectCreatorId));
}

type AttachmentRow = { id: string; name: string; size: number };

/**
 * A quotation's attachments with their file's name and size, in upload order, as one JSON column of
 * the quotation's row (null without any): read from attachments_quotation_idx, whether the row is one
 * quotation or a page of them.
 */
const attachmentsColumn = sql<AttachmentRow[] | null>`(select json_agg(json_build_object('id', a.id,
    'name', f.original_name, 'size', f.size) order by f.created_at, a.id)
  from ${quotationAttachments} a join ${files} f on f.id = a.file_id where a.quotation_id = ${quotations.id})`;

/** A row read with its attachments. */
type RowWithAttachments = Row & { attachments: AttachmentRow[] | null };

/** The attachments as the answer lists them, each with its download address. */
const toAttachments = (row: RowWithAttachments): Quotation["attachments"] =>
  (row.attachments ?? []).map((a) => ({
    ...a,
    download_url: `/api/quotations/${row.q.id}/attachments/${a.id}`,
  }));

function toQuotation(row: RowWithAttachments, viewer: CurrentUser): Quotation {
  const { q, s } = row;
  const isRequester = q.projectCreatorId === viewer.id;
  const isSupplier = s.userId === viewer.id;
  return {
    id: q.id,
    project_name: q.projectName,
    description: q.description,
    notes: q.notes,
    desired_deadline: q.desiredDeadline,
    status: q.status,
    supplier: {
      id: s.id,
      company_name: s.companyName,
      category: s.category,
      location_city: s.locationCity,
      location_state: s.locationState,
    },
    requester: { id: q.projectCreatorId, name: row.requesterName },
    attachments: toAttachments(row),
    supplier_response: q.supplierResponse,
    estimated_price: toMoney(q.estimatedPrice),
    estimated_delivery_days: q.estimatedDeliveryDays,
    created_at: q.createdAt.toISOString(),
    responded_at: q.respondedAt?.toISOString() ?? null,
    decided_at: q.decidedAt?.toISOString() ?? null,
    completed_at: q.completedAt?.toISOString() ?? null,
    viewer: {
      role: isRequester ? "requester" : "supplier",
      can_respond: isSupplier && q.status === "pendente",
      can_decide: isRequester && q.status === "respondido",
      can_complete: (isRequester || isSupplier) && q.status === "aprovado",
      can_review: isRequester && q.status === "concluido" && !row.reviewed,
      reviewed: Boolean(row.reviewed),
    },
  };
}

/** Its requester or its supplier's owner: anyone else is told the quotation does not exist. */
const participatesIn = (viewer: CurrentUser, id: string) =>
  and(eq(quotations.id, id), or(eq(quotations.projectCreatorId, viewer.id), eq(suppliers.userId, viewer.id)));

/** A quotation its requester or its supplier's owner may see; anyone else gets a 404. */
export async function loadForParticipant(db: Database, viewer: CurrentUser, id: string): Promise<Row> {
  const [row] = await selectRows(db).where(participatesIn(viewer, id)).limit(1);
  if (!row) throw quotationNotFound();
  return row;
}

export async function getQuotation(db: Database, viewer: CurrentUser, id: string): Promise<Quotation> {
  const [row] = await selectRows(db, { attachments: attachmentsColumn }).where(participatesIn(viewer, id)).limit(1);
  if (!row) throw quotationNotFound();
  return toQuotation(row, viewer);
}

/** The viewer, hidden from the planner so one generic plan serves every person (decision 068). */
const viewer = opaquePlaceholder("viewer", "uuid");
/** The viewer's supplier company, if any: a person owns at most one (suppliers.user_id is unique). */
const viewersSupplier = sql`(select ${suppliers.id} from ${suppliers} where ${suppliers.userId} = ${viewer})`;

/** Which quotations each tab holds. */
const sideCondition = {
  sent: eq(quotations.projectCreatorId, viewer),
  received: eq(quotations.supplierId, viewersSupplier),
};

/** A page's row: the quotation with its attachments and the cursor's time as PostgreSQL writes it. */
type PageRow = RowWithAttachments & { cursorTime: string };

/**
 * One page of one tab, newest first, prepared once per tab, cursor or not, and page size (decision 083):
 * each tab walks its own index (quotations_requester_idx, quotations_supplier_idx) from the cursor and
 * stops after the page, and each row's attachments come in the same statement, from their index.
 */
function pageStatement(db: ReadDatabase, side: QuotationSide, cursor: boolean, rows: number) {
  return preparedOnce(db, `quotation_page:${side}:${cursor}:${rows}`, () => {
    const after = cursor
      ? sql`(${quotations.createdAt}, ${quotations.id}) < (${sql.placeholder("cursorTime")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`
      : undefined;
    return selectRows(db, { attachments: attachmentsColumn, cursorTime: sql<string>`${quotations.createdAt}::text` })
      .where(and(sideCondition[side], after))
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(literalLimit(rows))
      .prepare(hashedStatementName("quotation_page", `${side}:${cursor}:${rows}`));
  });
}

/** Both tabs' sizes and the viewer's supplier company, in one statement that reads the two indexes. */
const countsStatement = (db: ReadDatabase) =>
  preparedOnce(db, "quotation_counts", () =>
    db
      .select({
        sent: sql<number>`(select count(*)::int from ${quotations} where ${sideCondition.sent})`,
        received: sql<number>`(select count(*)::int from ${quotations} where ${sideCondition.received})`,
        supplierId: sql<string | null>`${viewersSupplier}`,
      })
      .from(sql`(select 1) as one`)
      .prepare("quotation_counts"),
  );

/** `db` may be the pipelined reads (decision 032): both statements are single autocommit reads. */
export async function listQuotations(
  db: ReadDatabase,
  viewerUser: CurrentUser,
  query: z.output<typeof quotationListQuerySchema>,
): Promise<QuotationPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const values = { viewer: viewerUser.id, cursorTime: cursor?.time ?? null, cursorId: cursor?.id ?? null };
  const [rows, [counts]] = await Promise.all([
    pageStatement(db, query.side, Boolean(cursor), rowsToRead(query.limit)).execute(values) as Promise<PageRow[]>,
    countsStatement(db).execute(values),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toQuotation(r, viewerUser)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.q.id }) : null,
    counts: { sent: counts!.sent, received: counts!.received },
    supplier_id: counts!.supplierId,
  };
}

/** An attachment, for the requester and the supplier's owner only. */
export async function findAttachment(db: Database, viewer: CurrentUser, id: string, attachmentId: string) {
  await loadForParticipant(db, viewer, id);
  const [row] = await db
    .select({ file: files })
    .from(quotationAttachments)
    .innerJoin(files, eq(files.id, quotationAttachments.fileId))
    .where(and(eq(quotationAttachments.id, attachmentId), eq(quotationAttachments.quotationId, id)))
    .limit(1);
  if (!row) throw notFound("Anexo não encontrado.");
  return row.file;
}
