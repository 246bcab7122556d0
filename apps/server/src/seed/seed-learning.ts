import { count, sql } from "drizzle-orm";
import { PROJECT_TYPES } from "@alicerce/shared/projects";
import type { Database } from "../db/client.ts";
import { learningChecklistItems, learningContent, learningFaqs } from "../db/schema/index.ts";
import { searchable } from "../lib/search-text.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { DEMO_CHECKLISTS, DEMO_FAQS, DEMO_LEARNING_ITEMS } from "./demo-learning.ts";

/** A calendar day `days` before today in São Paulo, as yyyy-mm-dd. */
function daysBeforeToday(days: number): string {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The learning centre's catalogue (content, FAQs, document checklists) is product content, not
 * demo data: every start loads it into a database that has none, with or without the demo, so a
 * database created before the learning centre existed gets it too. Two processes starting at once:
 * the second waits on the lock and finds it loaded.
 */
export async function ensureLearningCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${learningContent} in exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(learningContent);
    if ((row?.n ?? 0) > 0) return false;
    await seedLearning(tx as unknown as Database);
    return true;
  });
}

/** The catalogue itself (docs/product/learn.md); see ensureLearningCatalogue. */
async function seedLearning(db: Database) {
  await db.insert(learningContent).values(
    DEMO_LEARNING_ITEMS.map((item) => ({
      title: item.title,
      category: item.category,
      type: item.type,
      level: item.level,
      durationMinutes: item.durationMinutes,
      author: item.author,
      publishedAt: daysBeforeToday(item.publishedDaysAgo),
      rating: item.rating,
      views: item.views,
      description: item.description,
      body: item.body,
      tags: item.tags,
      featured: item.featured,
      searchText: learningSearchText(item),
    })),
  );
  await db.insert(learningFaqs).values(DEMO_FAQS.map((faq, position) => ({ ...faq, position })));
  await db
    .insert(learningChecklistItems)
    .values(
      PROJECT_TYPES.flatMap((projectType) =>
        DEMO_CHECKLISTS[projectType].map((item, position) => ({ projectType, position, ...item })),
      ),
    );
}

/** What the content search looks through: title, description, tags and author. */
export function learningSearchText(item: { title: string; description: string; tags: string[]; author: string }) {
  return searchable(item.title, item.description, item.tags.join(" "), item.author);
}
