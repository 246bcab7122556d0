import { and, eq, sql } from "drizzle-orm";
import { yearInSaoPaulo } from "@alicerce/shared/dates";
import type { Database } from "../db/client.ts";
import { investments, projects } from "../db/schema/index.ts";
import { moneyString } from "../lib/money.ts";

const DAY = 24 * 3600 * 1000;

/**
 * A date `days` ago, but never in the current calendar year (São Paulo): the demo investor's
 * history must not eat into this year's CVM 88 limit, which the demo keeps at R$ 15.000 free.
 */
function beforeThisYear(days: number): Date {
  const at = new Date(Date.now() - days * DAY);
  const year = yearInSaoPaulo();
  const lastDecember = new Date(Date.UTC(year - 1, 11, 10, 15));
  return at < lastDecember ? at : lastDecember;
}

/** Ana's earlier commitments: projects now under way or delivered, in three types and states. */
const HISTORY = [
  { title: "Vila Serena Casas", amount: 8_000, daysAgo: 330 },
  { title: "Complexo Porto Novo", amount: 10_000, daysAgo: 520 },
  { title: "Residencial Beira-Mar Natal", amount: 5_000, daysAgo: 700 },
];

/**
 * The home and the account overview show an investor's money over time (docs/product/dashboard.md#charts):
 * the demo investor (investidor@) gets a history in earlier years. Each stake is taken from the
 * qualified investor's commitment in the same project, so every raised total stays the sum of its
 * active commitments.
 */
export async function seedHome(db: Database, deps: { userIds: Map<string, string> }) {
  const ana = deps.userIds.get("investidor@alicerce.dev")!;
  const paula = deps.userIds.get("paula@alicerce.dev")!;
  for (const stake of HISTORY) {
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, stake.title));
    if (!project) throw new Error(`demo project ${stake.title} is missing`);
    const taken = await db
      .update(investments)
      .set({ amount: sql`${investments.amount} - ${moneyString(stake.amount)}` })
      .where(and(eq(investments.projectId, project.id), eq(investments.investorId, paula)))
      .returning({ id: investments.id });
    if (taken.length !== 1) throw new Error(`no single stake of paula@ in ${stake.title}`);
    const at = beforeThisYear(stake.daysAgo);
    await db.insert(investments).values({
      projectId: project.id,
      investorId: ana,
      amount: moneyString(stake.amount),
      createdAt: at,
      withdrawableUntil: new Date(at.getTime() + 5 * DAY),
    });
  }
}
