import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from "@alicerce/shared/suppliers";
import type { respondQuotationInputSchema } from "@alicerce/shared/schemas/quotations";
import type { Database } from "../../db/client.ts";
import { quotations, user as users } from "../../db/schema/index.ts";
import { appRoutes } from "@alicerce/shared/routes";
import { AppError, conflict } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { moneyString } from "../../lib/money.ts";
import { completionEmail, decisionEmail, responseEmail } from "./emails.ts";
import { getQuotation, loadForParticipant } from "./quotation-reads.ts";
import { markNoticesDone, notify } from "../notifications/index.ts";

type Deps = { db: Database; publicUrl: string };
type Row = Awaited<ReturnType<typeof loadForParticipant>>;

/** A user's e-mail address, read inside the transaction that reports to them. */
export async function emailOf(tx: Database, userId: string): Promise<string | null> {
  const [found] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return found?.email ?? null;
}

const quotationsLink = (deps: Deps) => `${deps.publicUrl}/dashboard/quotations`;

/**
 * The bell entries of one quotation point at the quotations page with the quotation's id, so the
 * answer to one marks done only the entries about that quotation (decision 051).
 */
export const quotationNoticeLink = (quotationId: string) =>
  `${appRoutes.quotations}?cotacao=${encodeURIComponent(quotationId)}`;

/** A row for the header bell, written with the change it reports (docs/product/account-and-notifications.md#notifications). */
export async function notifyAboutQuotation(
  tx: Database,
  quotationId: string,
  userId: string,
  title: string,
  body: string,
) {
  await notify(tx, { userId, title, body, link: quotationNoticeLink(quotationId) });
}

/** What `userId` was asked to do about the quotation is done: its bell entries stop waiting. */
const doneWith = (tx: Database, quotationId: string, userId: string) =>
  markNoticesDone(tx, { userId }, quotationNoticeLink(quotationId), new Date());

/**
 * Moves a quotation from one status to the next inside a row lock, or refuses. `andThen` runs in
 * the same transaction (to queue the e-mail that reports the change).
 */
async function transition(
  db: Database,
  viewer: CurrentUser,
  id: string,
  rule: { from: QuotationStatus; actor: "requester" | "supplier" | "either"; action: string },
  set: Partial<typeof quotations.$inferInsert>,
  andThen?: (tx: Database, row: Row) => Promise<void>,
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
    if (andThen) await andThen(tx, row);
    return row;
  });
}

export async function respondQuotation(
  deps: Deps,
  viewer: CurrentUser,
  id: string,
  input: z.output<typeof respondQuotationInputSchema>,
) {
  await transition(
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
    async (tx, row) => {
      // The supplier's "Nova solicitação de orçamento" asked for this answer.
      await doneWith(tx, id, viewer.id);
      await notifyAboutQuotation(
        tx,
        id,
        row.q.projectCreatorId,
        "Cotação respondida",
        `${row.s.companyName} respondeu sua cotação para "${row.q.projectName}".`,
      );
      const requester = await emailOf(tx, row.q.projectCreatorId);
      if (!requester) return;
      await enqueueMail(
        tx,
        responseEmail({
          to: requester,
          requester: row.requesterName,
          company: row.s.companyName,
          projectName: row.q.projectName,
          price: input.estimated_price,
          days: input.estimated_delivery_days,
          message: input.message,
          link: quotationsLink(deps),
        }),
      );
    },
  );
  return getQuotation(deps.db, viewer, id);
}

/** The requester approves or refuses the answer; the supplier is told either way. */
export async function decideQuotation(deps: Deps, viewer: CurrentUser, id: string, decision: "aprovado" | "rejeitado") {
  await transition(
    deps.db,
    viewer,
    id,
    { from: "respondido", actor: "requester", action: decision === "aprovado" ? "aprovar" : "recusar" },
    {
      status: decision,
      decidedAt: sql`now()` as unknown as Date,
    },
    async (tx, row) => {
      // The requester's "Cotação respondida" asked for this decision.
      await doneWith(tx, id, viewer.id);
      await notifyAboutQuotation(
        tx,
        id,
        row.s.userId,
        decision === "aprovado" ? "Cotação aprovada" : "Cotação recusada",
        `${row.requesterName} ${decision === "aprovado" ? "aprovou" : "recusou"} sua proposta para "${row.q.projectName}".`,
      );
      const supplier = await emailOf(tx, row.s.userId);
      if (!supplier) return;
      await enqueueMail(
        tx,
        decisionEmail({
          to: supplier,
          company: row.s.companyName,
          requester: row.requesterName,
          projectName: row.q.projectName,
          approved: decision === "aprovado",
          link: quotationsLink(deps),
        }),
      );
    },
  );
  return getQuotation(deps.db, viewer, id);
}

/** Either party marks an approved quotation as concluded; the other one is told. */
export async function completeQuotation(deps: Deps, viewer: CurrentUser, id: string) {
  await transition(
    deps.db,
    viewer,
    id,
    { from: "aprovado", actor: "either", action: "concluir" },
    {
      status: "concluido",
      completedAt: sql`now()` as unknown as Date,
    },
    async (tx, row) => {
      const byRequester = row.q.projectCreatorId === viewer.id;
      // Whoever concludes it has nothing left to do about this quotation.
      await doneWith(tx, id, viewer.id);
      await notifyAboutQuotation(
        tx,
        id,
        byRequester ? row.s.userId : row.q.projectCreatorId,
        "Cotação concluída",
        `${byRequester ? row.requesterName : row.s.companyName} marcou como concluída a cotação de "${row.q.projectName}".`,
      );
      const to = await emailOf(tx, byRequester ? row.s.userId : row.q.projectCreatorId);
      if (!to) return;
      await enqueueMail(
        tx,
        completionEmail({
          to,
          greeting: byRequester ? row.s.companyName : row.requesterName,
          completedBy: byRequester ? row.requesterName : row.s.companyName,
          projectName: row.q.projectName,
          reviewInvitation: !byRequester,
          link: quotationsLink(deps),
        }),
      );
    },
  );
  return getQuotation(deps.db, viewer, id);
}
