import { eq } from "drizzle-orm";
import { appPaths, appRoutes } from "@alicerce/shared/routes";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Database } from "../db/client.ts";
import { notificationPreferences, notifications, projects } from "../db/schema/index.ts";
import { diaryWeeklyDigest } from "../modules/diary/index.ts";
import { sendWeeklySummaries } from "../modules/notifications/index.ts";
import { DEMO_PUBLIC_URL } from "./demo-files.ts";

const HOUR = 3600_000;

/**
 * The header bell's demo entries, matching the seeded projects and quotations, some read and some
 * not; and one account (marina@) with the weekly summary on and per-event e-mails off, to show the
 * "Notificações" tab in another state than the defaults, her last summary sent three days ago.
 */
export async function seedAccount(db: Database, deps: { userIds: Map<string, string> }) {
  const id = (email: string) => {
    const found = deps.userIds.get(email);
    if (!found) throw new Error(`seed: no demo account ${email}`);
    return found;
  };
  const [acacias] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.title, "Residencial Jardim das Acácias"))
    .limit(1);
  const acaciasLink = acacias ? appPaths.project(acacias.id) : null;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(notifications).values([
    {
      userId: id("investidor@alicerce.dev"),
      title: "Investimento confirmado",
      body: `Seu investimento de ${formatBRL(5_000)} no projeto "Residencial Jardim das Acácias" foi registrado.`,
      link: acaciasLink,
      createdAt: at(2),
    },
    {
      userId: id("criador@alicerce.dev"),
      title: "Cotação respondida",
      body: 'Fundações Sólidas Engenharia respondeu sua cotação para "Retrofit Edifício Paulista — reforço de fundação".',
      link: appRoutes.quotations,
      createdAt: at(3),
    },
    {
      userId: id("criador@alicerce.dev"),
      title: "Novo investimento",
      body: `Ana Investidora investiu ${formatBRL(5_000)} no projeto "Residencial Jardim das Acácias".`,
      link: acaciasLink,
      createdAt: at(30),
      readAt: at(28),
    },
    {
      userId: id("fornecedor@alicerce.dev"),
      title: "Nova solicitação de orçamento",
      body: 'Carlos Construtor pediu um orçamento para "Residencial Jardim das Acácias — fundações da torre B".',
      link: appRoutes.quotations,
      createdAt: at(5),
    },
  ]);
  await db.insert(notificationPreferences).values({
    userId: id("marina@alicerce.dev"),
    emailEnabled: false,
    pushEnabled: true,
    weeklySummaryEnabled: true,
  });
  // Her last weekly summary went out three days ago, from the job's own function (its mail is dropped with the
  // rest of the demo's past): the next falls due four days after a first start, not in its first hour (decision 135).
  await sendWeeklySummaries({
    db,
    publicUrl: DEMO_PUBLIC_URL,
    now: at(3 * 24),
    digests: [diaryWeeklyDigest],
  });
}
