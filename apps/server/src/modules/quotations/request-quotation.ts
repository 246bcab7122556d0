import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { quotationInputSchema } from "@alicerce/shared/schemas/quotations";
import type { Database } from "../../db/client.ts";
import { quotationAttachments, quotations, suppliers, user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { requireOwnUploads } from "../files/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { supplierNotFound } from "../suppliers/index.ts";
import { newRequestEmail } from "./emails.ts";
import { getQuotation } from "./quotation-reads.ts";
import { notifyAboutQuotation } from "./transitions.ts";

type Deps = { db: Database; publicUrl: string };

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
  await requireOwnUploads(db, viewer.id, input.attachment_ids, "attachment_ids");
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
    await notifyAboutQuotation(
      tx,
      created!.id,
      supplier.s.userId,
      "Nova solicitação de orçamento",
      `${viewer.name} pediu um orçamento para "${input.project_name}".`,
    );
    // The supplier's e-mail is queued with the request: sent only if it commits, never failing it.
    await enqueueMail(
      tx,
      newRequestEmail({
        to: supplier.email,
        company: supplier.s.companyName,
        requester: viewer.name,
        projectName: input.project_name,
        link: `${deps.publicUrl}/dashboard/quotations`,
      }),
    );
    return created!.id;
  });
  return getQuotation(db, viewer, id);
}
