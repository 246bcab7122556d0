import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { projectQuestions, projects } from "../db/schema/index.ts";

const HOUR = 3600 * 1000;

/** What investors ask about an offer, and how its creator answered (docs/product/offer-questions.md). */
const CONVERSATION: { ask: string; answer: string | null }[] = [
  {
    ask: "Qual é a garantia oferecida aos investidores caso a obra atrase ou pare?",
    answer:
      "O terreno está em nome da SCP e é dado em garantia aos sócios participantes. Se a obra parar, ele é vendido e o valor é dividido na proporção dos aportes, como descreve o prospecto.",
  },
  {
    ask: "Como e quando os rendimentos são pagos? Há alguma previsão de distribuição antes da entrega?",
    answer:
      "As distribuições começam após a entrega das unidades, a partir das vendas. Cada pagamento é registrado aqui no projeto e avisado pelo sino e por e-mail.",
  },
  {
    ask: "O projeto já tem alvará de construção aprovado pela prefeitura?",
    answer: "Sim. O alvará foi emitido e está na aba Documentos, com a matrícula do terreno.",
  },
  { ask: "Posso desistir do investimento depois de confirmar o aporte?", answer: null },
];

/** The demo investors who ask, in turn (none of them creates an open raise of the demo). */
const ASKERS = ["investidor@alicerce.dev", "bruno@alicerce.dev", "paula@alicerce.dev"];

/**
 * Questions on the demo's open raises: most answered by the creator, the newest still waiting, so the
 * creator's section shows "1 sem resposta" and an investor sees what the offer's Q&A looks like.
 */
export async function seedQuestions(db: Database, options: { userIds: Map<string, string> }) {
  const open = await db
    .select({ id: projects.id, createdBy: projects.createdBy })
    .from(projects)
    .where(and(eq(projects.purpose, "investment"), eq(projects.status, "funding_open")))
    .orderBy(asc(projects.title));
  const now = Date.now();
  for (const project of open) {
    const rows = CONVERSATION.flatMap((step, i) => {
      const askedBy = options.userIds.get(ASKERS[i % ASKERS.length]!);
      if (!askedBy || askedBy === project.createdBy) return [];
      // Spread over the last ten days, oldest first; each answer came the next day.
      const askedAt = new Date(now - (CONVERSATION.length - i) * 60 * HOUR + 7 * HOUR);
      const answeredAt = new Date(askedAt.getTime() + 20 * HOUR);
      return [
        {
          projectId: project.id,
          askedBy,
          body: step.ask,
          createdAt: askedAt,
          ...(step.answer && project.createdBy
            ? { answer: step.answer, answeredBy: project.createdBy, answeredAt }
            : {}),
        },
      ];
    });
    if (rows.length > 0) await db.insert(projectQuestions).values(rows);
  }
}
