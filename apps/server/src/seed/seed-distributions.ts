import { and, eq, inArray } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../db/client.ts";
import { distributions, distributionShares, projects } from "../db/schema/index.ts";
import { splitAmongConfirmed } from "../modules/distributions/index.ts";

const DAY = 24 * 3600 * 1000;

/** São Paulo's calendar day `days` ago, as yyyy-mm-dd. */
const dayAgo = (days: number) => todayInSaoPaulo(new Date(Date.now() - days * DAY));

/**
 * What the demo projects paid their investors (docs/product/distributions.md): projects in execution pay
 * rendimentos from rents and pre-sales; delivered ones gave capital back too. Each figure is a share of
 * the raise, split among the confirmed commitments by the API's own rule (the demo investor, investidor@,
 * holds stakes in three of them, so her portfolio and informe show real distributions).
 */
const PLAN: Record<
  "in_progress" | "completed",
  { daysAgo: number; kind: "income" | "amortization"; share: number; note: string }[]
> = {
  in_progress: [
    {
      daysAgo: 200,
      kind: "income",
      share: 0.012,
      note: "Rendimento do semestre: aluguel do estande e juros do caixa da obra.",
    },
    { daysAgo: 35, kind: "income", share: 0.015, note: "Rendimento do trimestre com as primeiras vendas na planta." },
  ],
  completed: [
    { daysAgo: 300, kind: "income", share: 0.02, note: "Rendimento das vendas concluídas no semestre." },
    {
      daysAgo: 120,
      kind: "amortization",
      share: 0.5,
      note: "Devolução de metade do capital após a entrega das unidades.",
    },
    { daysAgo: 20, kind: "income", share: 0.03, note: "Rendimento final das últimas unidades vendidas." },
  ],
};

export async function seedDistributions(db: Database) {
  const under = await db
    .select({ id: projects.id, status: projects.status, raised: projects.raisedAmount, createdBy: projects.createdBy })
    .from(projects)
    .where(and(eq(projects.purpose, "investment"), inArray(projects.status, ["in_progress", "completed"])));
  const now = new Date();
  for (const project of under) {
    for (const step of PLAN[project.status as "in_progress" | "completed"]) {
      const totalCents = Math.round(Number(project.raised) * step.share * 100);
      if (totalCents <= 0) continue;
      const shares = await splitAmongConfirmed(db, project.id, totalCents, now);
      if (shares.length === 0) continue;
      const [row] = await db
        .insert(distributions)
        .values({
          projectId: project.id,
          kind: step.kind,
          totalCents,
          paidOn: dayAgo(step.daysAgo),
          note: step.note,
          createdBy: project.createdBy,
          createdAt: new Date(now.getTime() - step.daysAgo * DAY),
        })
        .returning({ id: distributions.id });
      await db.insert(distributionShares).values(shares.map((s) => ({ distributionId: row!.id, ...s })));
    }
  }
}
