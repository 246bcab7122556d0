import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from "@alicerce/shared/suppliers";
import type { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import type {
  Quotation,
  QuotationList,
  quotationInputSchema,
  respondQuotationInputSchema,
} from "@alicerce/shared/schemas/quotations";
import type { Database } from "../../db/client.ts";
import {
  files,
  profiles,
  quotationAttachments,
  quotations,
  supplierReviews,
  suppliers,
  user as users,
} from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { moneyString, toMoney } from "../../lib/money.ts";
import { todayInSaoPaulo } from "../../lib/dates.ts";
import { findOwnSupplier, supplierNotFound } from "../suppliers/service.ts";
import { newRequestEmail, responseEmail } from "./emails.ts";

type Deps = { db: Database; mailer: Mailer; publicUrl: string };
type Row = {
  q: typeof quotations.$inferSelect;
  s: typeof suppliers.$inferSelect;
  requesterName: string;
  reviewed: boolean;
};

const notFound = () => new AppError("NOT_FOUND", "Cotação não encontrada.");
const conflict = (message: string) => new AppError("CONFLICT", message);

function selectRows(db: Database) {
  return db
    .select({
      q: quotations,
      s: suppliers,
      requesterName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
      reviewed: sql<boolean>`exists (select 1 from supplier_reviews r where r.quotation_id = "quotations"."id")`,
    })
    .from(quotations)
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .innerJoin(users, eq(users.id, quotations.projectCreatorId))
    .leftJoin(profiles, eq(profiles.userId, quotations.projectCreatorId));
}

async function attachmentsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, Quotation["attachments"]>();
  const rows = await db
    .select({
      id: quotationAttachments.id,
      quotationId: quotationAttachments.quotationId,
      name: files.originalName,
      size: files.size,
    })
    .from(quotationAttachments)
    .innerJoin(files, eq(files.id, quotationAttachments.fileId))
    .where(inArray(quotationAttachments.quotationId, ids));
  const map = new Map<string, Quotation["attachments"]>();
  for (const r of rows) {
    const list = map.get(r.quotationId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      size: r.size,
      download_url: `/api/quotations/${r.quotationId}/attachments/${r.id}`,
    });
    map.set(r.quotationId, list);
  }
  return map;
}

function toQuotation(row: Row, viewer: CurrentUser, attachments: Quotation["attachments"]): Quotation {
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
    attachments,
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

async function toQuotations(db: Database, rows: Row[], viewer: CurrentUser) {
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.q.id),
  );
  return rows.map((r) => toQuotation(r, viewer, attachments.get(r.q.id) ?? []));
}

/** A quotation its requester or its supplier's owner may see; anyone else gets a 404. */
async function loadForParticipant(db: Database, viewer: CurrentUser, id: string): Promise<Row> {
  const [row] = await selectRows(db)
    .where(and(eq(quotations.id, id), or(eq(quotations.projectCreatorId, viewer.id), eq(suppliers.userId, viewer.id))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getQuotation(db: Database, viewer: CurrentUser, id: string): Promise<Quotation> {
  const row = await loadForParticipant(db, viewer, id);
  return (await toQuotations(db, [row], viewer))[0]!;
}

export async function listQuotations(db: Database, viewer: CurrentUser): Promise<QuotationList> {
  const own = await findOwnSupplier(db, viewer.id);
  const [sent, received] = await Promise.all([
    selectRows(db).where(eq(quotations.projectCreatorId, viewer.id)).orderBy(desc(quotations.createdAt)),
    own
      ? selectRows(db).where(eq(quotations.supplierId, own.id)).orderBy(desc(quotations.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    sent: await toQuotations(db, sent, viewer),
    received: await toQuotations(db, received, viewer),
    supplier_id: own?.id ?? null,
  };
}

/** A request for a quote; attachments must be the requester's own uploads. The supplier is e-mailed. */
export async function requestQuotation(deps: Deps, viewer: CurrentUser, input: z.output<typeof quotationInputSchema>) {
  const { db } = deps;
  const [supplier] = await db
    .select({ s: suppliers, email: users.email })
    .from(suppliers)
    .innerJoin(users, eq(users.id, suppliers.userId))
    .where(eq(suppliers.id, input.supplier_id))
    .limit(1);
  if (!supplier) throw supplierNotFound();
  if (supplier.s.userId === viewer.id)
    throw new AppError("FORBIDDEN", "Você não pode pedir orçamento ao seu próprio cadastro de fornecedor.");
  if (input.desired_deadline && input.desired_deadline < todayInSaoPaulo()) {
    throw new AppError("VALIDATION_ERROR", "O prazo desejado não pode estar no passado.", {
      desired_deadline: ["Data no passado."],
    });
  }
  if (input.attachment_ids.length) {
    const owned = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, input.attachment_ids), eq(files.uploadedBy, viewer.id)));
    if (owned.length !== new Set(input.attachment_ids).size) {
      throw new AppError("VALIDATION_ERROR", "Um dos anexos não foi encontrado. Envie-o novamente.", {
        attachment_ids: ["Anexo não encontrado."],
      });
    }
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quotations)
      .values({
        projectCreatorId: viewer.id,
        supplierId: input.supplier_id,
        projectName: input.project_name,
        description: input.description,
        notes: input.notes,
        desiredDeadline: input.desired_deadline,
      })
      .returning({ id: quotations.id });
    const unique = [...new Set(input.attachment_ids)];
    if (unique.length)
      await tx.insert(quotationAttachments).values(unique.map((fileId) => ({ quotationId: created!.id, fileId })));
    return created!.id;
  });
  await deps.mailer.send(
    newRequestEmail({
      to: supplier.email,
      company: supplier.s.companyName,
      requester: viewer.name,
      projectName: input.project_name,
      link: `${deps.publicUrl}/dashboard/quotations`,
    }),
  );
  return getQuotation(db, viewer, id);
}

/** Moves a quotation from one status to the next inside a row lock, or refuses. */
async function transition(
  db: Database,
  viewer: CurrentUser,
  id: string,
  rule: { from: QuotationStatus; actor: "requester" | "supplier" | "either"; action: string },
  set: Partial<typeof quotations.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const row = await loadForParticipant(tx, viewer, id);
    const isRequester = row.q.projectCreatorId === viewer.id;
    const isSupplier = row.s.userId === viewer.id;
    const allowed =
      rule.actor === "either" ? isRequester || isSupplier : rule.actor === "requester" ? isRequester : isSupplier;
    if (!allowed) {
      throw new AppError(
        "FORBIDDEN",
        rule.actor === "supplier"
          ? "Apenas o fornecedor pode responder esta cotação."
          : "Apenas quem solicitou a cotação pode fazer isso.",
      );
    }
    const [locked] = await tx
      .select({ status: quotations.status })
      .from(quotations)
      .where(eq(quotations.id, id))
      .for("update");
    if (locked!.status !== rule.from) {
      throw conflict(
        `Não é possível ${rule.action} uma cotação com status "${QUOTATION_STATUS_LABELS[locked!.status]}".`,
      );
    }
    await tx.update(quotations).set(set).where(eq(quotations.id, id));
    return row;
  });
}

export async function respondQuotation(
  deps: Deps,
  viewer: CurrentUser,
  id: string,
  input: z.output<typeof respondQuotationInputSchema>,
) {
  const row = await transition(
    deps.db,
    viewer,
    id,
    { from: "pendente", actor: "supplier", action: "responder" },
    {
      status: "respondido",
      supplierResponse: input.message,
      estimatedPrice: moneyString(input.estimated_price),
      estimatedDeliveryDays: input.estimated_delivery_days,
      respondedAt: sql`now()` as unknown as Date,
    },
  );
  const [requester] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.q.projectCreatorId));
  if (requester) {
    await deps.mailer.send(
      responseEmail({
        to: requester.email,
        requester: row.requesterName,
        company: row.s.companyName,
        projectName: row.q.projectName,
        price: input.estimated_price,
        days: input.estimated_delivery_days,
        message: input.message,
        link: `${deps.publicUrl}/dashboard/quotations`,
      }),
    );
  }
  return getQuotation(deps.db, viewer, id);
}

export async function decideQuotation(
  db: Database,
  viewer: CurrentUser,
  id: string,
  decision: "aprovado" | "rejeitado",
) {
  await transition(
    db,
    viewer,
    id,
    { from: "respondido", actor: "requester", action: decision === "aprovado" ? "aprovar" : "recusar" },
    {
      status: decision,
      decidedAt: sql`now()` as unknown as Date,
    },
  );
  return getQuotation(db, viewer, id);
}

export async function completeQuotation(db: Database, viewer: CurrentUser, id: string) {
  await transition(
    db,
    viewer,
    id,
    { from: "aprovado", actor: "either", action: "concluir" },
    {
      status: "concluido",
      completedAt: sql`now()` as unknown as Date,
    },
  );
  return getQuotation(db, viewer, id);
}

/** Only the requester of a concluded quotation reviews its supplier, once (unique per quotation). */
export async function reviewQuotation(
  db: Database,
  viewer: CurrentUser,
  id: string,
  input: z.output<typeof reviewInputSchema>,
) {
  const row = await loadForParticipant(db, viewer, id);
  if (row.q.projectCreatorId !== viewer.id)
    throw new AppError("FORBIDDEN", "Apenas quem solicitou a cotação pode avaliar o fornecedor.");
  if (row.q.status !== "concluido") throw conflict("Só é possível avaliar depois que a cotação for concluída.");
  if (row.reviewed) throw conflict("Você já avaliou este fornecedor por esta cotação.");
  try {
    await db.insert(supplierReviews).values({
      supplierId: row.s.id,
      reviewerId: viewer.id,
      quotationId: id,
      rating: input.rating,
      qualityRating: input.quality_rating,
      deadlineRating: input.deadline_rating,
      costRating: input.cost_rating,
      communicationRating: input.communication_rating,
      comment: input.comment,
    });
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.cause ?? e).code === "23505") throw conflict("Você já avaliou este fornecedor por esta cotação.");
    throw err;
  }
  return getQuotation(db, viewer, id);
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
  if (!row) throw new AppError("NOT_FOUND", "Anexo não encontrado.");
  return row.file;
}
