import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { projectExpenses, projectPhases, projects, quotations, suppliers } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import { dayFromToday, samplePdf, storeDemoFile } from "./demo-files.ts";

/** Each phase's share of the budget, by position (the demo timeline's five phases). */
const BUDGET_WEIGHTS = [0.08, 0.22, 0.35, 0.25, 0.1];
/** Spent against each phase's budget, by status: one finished phase past 10 % over shows the warning. */
const SPENT_RATIO: Record<string, number[]> = {
  completed: [0.97, 1.04, 1.16, 0.98, 0.95],
  in_progress: [0.99, 1.13, 0.42, 0, 0],
};
const LINES: [string, string][] = [
  ["Projeto executivo e taxas de aprovação", "Escritório Traçado Projetos"],
  ["Concreto usinado e armação", "Concreteira Boa Massa"],
  ["Mão de obra da estrutura", "Empreiteira Mãos à Obra"],
  ["Revestimentos e louças", "Casa do Acabamento"],
  ["Limpeza final e vistoria", "Limpa Obra Serviços"],
];
/** A line's parts of the phase's spending: they add up to it to the cent (the last takes the rest). */
const PARTS = [0.5, 0.3];

/**
 * The demo's orçamento × realizado (docs/product/budget-vs-actual.md): the projects in execution and the
 * completed ones get a budget per phase (a share of the target) and expenses against the phases done
 * or under way, one finished phase more than 10 % over. The first line of each has a receipt (PDF),
 * and the creator's concluded quotations named after the project are launched on its foundation.
 */
export async function seedBudget(db: Database, deps: { storage?: Storage }) {
  const under = await db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      target: projects.targetAmount,
      createdBy: projects.createdBy,
    })
    .from(projects)
    .where(inArray(projects.status, ["in_progress", "completed"]))
    .orderBy(asc(projects.createdAt));
  const registered = await db.select({ id: suppliers.id, name: suppliers.companyName }).from(suppliers).limit(3);
  for (const [n, project] of under.entries()) {
    const phases = await db
      .select({ id: projectPhases.id })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, project.id))
      .orderBy(asc(projectPhases.position));
    const totalCents = Math.round(Number(project.target ?? 500_000) * 0.85 * 100);
    const ratios = SPENT_RATIO[project.status]!;
    for (const [i, phase] of phases.entries()) {
      const budgetCents = Math.round(totalCents * (BUDGET_WEIGHTS[i] ?? 0.1));
      await db.update(projectPhases).set({ budgetCents }).where(eq(projectPhases.id, phase.id));
      const spentCents = Math.round(budgetCents * (ratios[i] ?? 0));
      if (spentCents <= 0) continue;
      const [description, supplierName] = LINES[i % LINES.length]!;
      let left = spentCents;
      const amounts = PARTS.map((part) => {
        const cents = Math.round(spentCents * part);
        left -= cents;
        return cents;
      }).concat(left);
      for (const [k, amountCents] of amounts.entries()) {
        // Every third line is from a registered supplier; the others are typed names.
        const supplier = k === 2 ? registered[(n + i) % registered.length] : undefined;
        let receiptFileId: string | null = null;
        if (k === 0 && i === 0 && deps.storage) {
          const pdf = await samplePdf(`Nota fiscal — ${project.title}`, [description, `Fornecedor: ${supplierName}`]);
          receiptFileId = await storeDemoFile(db, deps.storage, {
            data: pdf,
            name: "nota-fiscal.pdf",
            mimeType: "application/pdf",
            uploadedBy: project.createdBy,
          });
        }
        await db.insert(projectExpenses).values({
          projectId: project.id,
          phaseId: phase.id,
          amountCents,
          spentOn: dayFromToday(-200 + i * 40 + k * 7),
          description: k === 0 ? description : `${description} (parcela ${k + 1})`,
          supplierName: supplier?.name ?? supplierName,
          supplierId: supplier?.id ?? null,
          receiptFileId,
          createdBy: project.createdBy,
        });
      }
    }
    // "Lançar como despesa", as the creator would: their concluded quotations for this project.
    const foundation = phases[1] ?? phases[0];
    if (!foundation) continue;
    const concluded = await db
      .select({ q: quotations, supplierName: suppliers.companyName })
      .from(quotations)
      .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
      .where(
        and(
          eq(quotations.projectCreatorId, project.createdBy),
          eq(quotations.status, "concluido"),
          like(quotations.projectName, `${project.title} —%`),
        ),
      );
    for (const { q, supplierName } of concluded) {
      if (!q.estimatedPrice) continue;
      await db.insert(projectExpenses).values({
        projectId: project.id,
        phaseId: foundation.id,
        amountCents: Math.round(Number(q.estimatedPrice) * 100),
        spentOn: dayFromToday(-1),
        description: q.projectName,
        supplierName,
        supplierId: q.supplierId,
        quotationId: q.id,
        createdBy: project.createdBy,
      });
    }
  }
}
