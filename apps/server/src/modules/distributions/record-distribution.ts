import { eq } from "drizzle-orm";
import { toCents } from "@alicerce/shared/distribution-split";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { paysInvestors, type distributionInputSchema } from "@alicerce/shared/schemas/distributions";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, projects } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { splitAmongConfirmed } from "./split-among-confirmed.ts";

type DistributionInput = z.output<typeof distributionInputSchema>;

export const ONLY_CREATOR_RECORDS = "Apenas o criador do projeto pode registrar distribuições.";
export const NOTHING_TO_SPLIT = "Este projeto não tem compromissos confirmados para receber a distribuição.";

export type RecordedDistribution = { id: string; totalCents: number; projectTitle: string };

/**
 * The creator records a distribution (docs/product/distributions.md), in the caller's transaction: the
 * total is split among the investors in proportion to their confirmed commitments, to the cent. It is
 * paid when the creator's Pix funds it (docs/decisions/115-distributions-paid.md); until then `paid_on`
 * is the day it was recorded, and the funding moves it to the day the money came in. The project row is
 * locked so a commitment confirmed or withdrawn meanwhile cannot slip between the split and its shares.
 */
export async function recordDistribution(
  tx: Database,
  user: CurrentUser,
  projectId: string,
  input: DistributionInput,
  now: Date,
): Promise<RecordedDistribution> {
  const visible = await loadVisibleProject(tx, user, projectId);
  if (visible.createdBy !== user.id) throw new AppError("FORBIDDEN", ONLY_CREATOR_RECORDS);
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project || !paysInvestors(project)) {
    throw conflict("Distribuições só podem ser registradas em projetos de investimento em execução ou concluídos.");
  }
  const totalCents = toCents(input.amount);
  const shares = await splitAmongConfirmed(tx, projectId, totalCents, now);
  if (shares.length === 0) throw conflict(NOTHING_TO_SPLIT);
  const [row] = await tx
    .insert(distributions)
    .values({
      projectId,
      kind: input.kind,
      totalCents,
      paidOn: todayInSaoPaulo(now),
      note: input.note,
      createdBy: user.id,
    })
    .returning({ id: distributions.id });
  await tx.insert(distributionShares).values(shares.map((s) => ({ distributionId: row!.id, ...s })));
  return { id: row!.id, totalCents, projectTitle: project.title };
}
