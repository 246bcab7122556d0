import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import type { Database } from "../../db/client.ts";
import { supplierReviews } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { getQuotation, loadForParticipant } from "./quotation-reads.ts";

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
    if (isUniqueViolation(err)) throw conflict("Você já avaliou este fornecedor por esta cotação.");
    throw err;
  }
  return getQuotation(db, viewer, id);
}
