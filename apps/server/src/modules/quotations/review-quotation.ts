import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import type { Database } from "../../db/client.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { appPaths } from "@alicerce/shared/routes";
import { getQuotation, loadForParticipant } from "./quotation-reads.ts";
import { reviewEmail } from "./emails.ts";
import { emailOf } from "./transitions.ts";
import { recordSupplierReview } from "../suppliers/index.ts";

/** Only the requester of a concluded quotation reviews its supplier, once (unique per quotation). */
export async function reviewQuotation(
  { db, publicUrl }: { db: Database; publicUrl: string },
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
    await db.transaction(async (tx) => {
      await recordSupplierReview(tx, {
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
      // The supplier hears of it in the same commit as the review itself.
      const supplier = await emailOf(tx, row.s.userId);
      if (supplier) {
        await enqueueMail(
          tx,
          reviewEmail({
            to: supplier,
            company: row.s.companyName,
            reviewer: row.requesterName,
            projectName: row.q.projectName,
            rating: input.rating,
            comment: input.comment,
            link: `${publicUrl}${appPaths.supplierProfile(row.s.id)}`,
          }),
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("Você já avaliou este fornecedor por esta cotação.");
    throw err;
  }
  return getQuotation(db, viewer, id);
}
