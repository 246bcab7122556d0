import { eq } from "drizzle-orm";
import { formatBRL } from "@alicerce/shared/brazilian";
import { toCents } from "@alicerce/shared/distribution-split";
import { appPaths } from "@alicerce/shared/routes";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  DISTRIBUTION_KIND_LABELS,
  paysInvestors,
  type distributionInputSchema,
} from "@alicerce/shared/schemas/distributions";
import { formatIsoDay } from "@alicerce/shared/signatures";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, projects } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { tell } from "../notifications/index.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { splitAmongConfirmed } from "./split-among-confirmed.ts";

type DistributionInput = z.output<typeof distributionInputSchema>;

export const ONLY_CREATOR_RECORDS = "Apenas o criador do projeto pode registrar distribuições.";
export const NOTHING_TO_SPLIT = "Este projeto não tem compromissos confirmados para receber a distribuição.";

/**
 * The creator records a distribution (docs/product/distributions.md): the total is split among the
 * investors in proportion to their confirmed commitments, to the cent, and each investor is told (bell
 * and e-mail) in the same transaction. The project row is locked so a commitment confirmed or withdrawn
 * meanwhile cannot slip between the split and its shares.
 */
export async function recordDistribution(
  deps: { db: Database; publicUrl: string; now: () => Date },
  user: CurrentUser,
  projectId: string,
  input: DistributionInput,
): Promise<{ id: string }> {
  const visible = await loadVisibleProject(deps.db, user, projectId);
  if (visible.createdBy !== user.id) throw new AppError("FORBIDDEN", ONLY_CREATOR_RECORDS);
  return deps.db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!project || !paysInvestors(project)) {
      throw conflict("Distribuições só podem ser registradas em projetos de investimento em execução ou concluídos.");
    }
    const totalCents = toCents(input.amount);
    const shares = await splitAmongConfirmed(tx, projectId, totalCents, deps.now());
    if (shares.length === 0) throw conflict(NOTHING_TO_SPLIT);
    const [row] = await tx
      .insert(distributions)
      .values({
        projectId,
        kind: input.kind,
        totalCents,
        paidOn: input.paid_on,
        note: input.note,
        createdBy: user.id,
      })
      .returning({ id: distributions.id });
    await tx.insert(distributionShares).values(shares.map((s) => ({ distributionId: row!.id, ...s })));
    const kind = DISTRIBUTION_KIND_LABELS[input.kind].toLowerCase();
    await tell(
      tx,
      shares.map((s) => ({
        userId: s.investorId,
        title: `Nova distribuição: ${project.title}`,
        body: `Sua parte no ${kind} de ${formatIsoDay(input.paid_on)} é ${formatBRL(s.amountCents / 100)} (total distribuído: ${formatBRL(totalCents / 100)}).`,
        link: appPaths.project(projectId),
      })),
      deps.publicUrl,
    );
    return { id: row!.id };
  });
}
