import { and, asc, eq, inArray } from "drizzle-orm";
import { phaseStatusFor } from "@alicerce/shared/schemas/diary";
import type { Database } from "../db/client.ts";
import { diaryPhotos, diaryUpdates, projectImages, projectPhases, projects } from "../db/schema/index.ts";
import { PHASE_NAMES } from "./demo-projects.ts";

const DAY = 24 * 3600 * 1000;

type Step = { daysAgo: number; phase: number; progress: number; text: string; photos: number };

/**
 * The demo diary (docs/product/diary.md): what the creators of the projects in execution and completed
 * posted about their sites, with photos from the project's gallery. The phases end where the last
 * update left them, as the API would leave them (decision 058).
 */
const PLAN: Record<"in_progress" | "completed", Step[]> = {
  in_progress: [
    {
      daysAgo: 95,
      phase: 0,
      progress: 100,
      text: "Alvará de construção emitido e projeto executivo aprovado pela prefeitura.",
      photos: 0,
    },
    {
      daysAgo: 60,
      phase: 1,
      progress: 60,
      text: "Estacas concluídas; começamos os blocos de fundação do bloco A.",
      photos: 2,
    },
    {
      daysAgo: 40,
      phase: 1,
      progress: 100,
      text: "Fundação concluída e vistoriada pelo engenheiro responsável. Sem pendências.",
      photos: 1,
    },
    {
      daysAgo: 12,
      phase: 2,
      progress: 35,
      text: "Concretagem da laje do 2º pavimento. O cronograma segue dentro do previsto.",
      photos: 2,
    },
    {
      daysAgo: 3,
      phase: 2,
      progress: 45,
      text: "Laje do 3º pavimento armada; concretagem marcada para a próxima semana, se o tempo ajudar.",
      photos: 1,
    },
  ],
  completed: [
    { daysAgo: 150, phase: 2, progress: 100, text: "Estrutura concluída, incluindo a cobertura.", photos: 1 },
    {
      daysAgo: 90,
      phase: 3,
      progress: 70,
      text: "Pisos e revestimentos instalados em todas as unidades; pintura externa em andamento.",
      photos: 2,
    },
    {
      daysAgo: 60,
      phase: 3,
      progress: 100,
      text: "Acabamento concluído. Vistoria interna feita unidade por unidade.",
      photos: 1,
    },
    {
      daysAgo: 30,
      phase: 4,
      progress: 100,
      text: "Habite-se emitido e chaves entregues aos compradores. Obrigado a todos os investidores!",
      photos: 2,
    },
  ],
};

export async function seedDiary(db: Database) {
  const under = await db
    .select({ id: projects.id, status: projects.status, createdBy: projects.createdBy })
    .from(projects)
    .where(inArray(projects.status, ["in_progress", "completed"]));
  const now = Date.now();
  for (const project of under) {
    const phases = await db
      .select({ id: projectPhases.id, name: projectPhases.name })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, project.id))
      .orderBy(asc(projectPhases.position));
    if (phases.length < PHASE_NAMES.length) continue;
    // The gallery's files (seeded only with a storage): the diary's photos show the same site.
    const gallery = await db
      .select({ fileId: projectImages.fileId })
      .from(projectImages)
      .where(eq(projectImages.projectId, project.id))
      .orderBy(asc(projectImages.position));
    for (const step of PLAN[project.status as "in_progress" | "completed"]) {
      const phase = phases[step.phase]!;
      const [row] = await db
        .insert(diaryUpdates)
        .values({
          projectId: project.id,
          phaseId: phase.id,
          phaseName: phase.name,
          progress: step.progress,
          text: step.text,
          authorId: project.createdBy,
          createdAt: new Date(now - step.daysAgo * DAY),
        })
        .returning({ id: diaryUpdates.id });
      const photos = gallery.slice(0, step.photos);
      if (photos.length) {
        await db.insert(diaryPhotos).values(
          photos.map((p, position) => ({
            updateId: row!.id,
            fileId: p.fileId,
            description: `Foto da obra: ${phase.name.toLowerCase()}, ${position + 1} de ${photos.length}.`,
            position,
          })),
        );
      }
      await db
        .update(projectPhases)
        .set({ progress: step.progress, status: phaseStatusFor(step.progress) })
        .where(and(eq(projectPhases.id, phase.id), eq(projectPhases.projectId, project.id)));
    }
  }
}
