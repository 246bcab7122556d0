import { and, asc, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  LearningContentCard,
  LearningContentDetail,
  learningContentQuerySchema,
} from "@alicerce/shared/schemas/learning";
import type { Database } from "../../db/client.ts";
import { learningContent } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { containsPattern, searchable } from "../../lib/search-text.ts";

const contentNotFound = () => notFound("Conteúdo não encontrado.");

// The body can be long; the list never reads it.
const {
  body: _body,
  searchText: _searchText,
  createdAt: _createdAt,
  ...cardColumns
} = getTableColumns(learningContent);
type CardRow = { [K in keyof typeof cardColumns]: (typeof learningContent.$inferSelect)[K] };

function toCard(row: CardRow): LearningContentCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    type: row.type,
    level: row.level,
    duration_minutes: row.durationMinutes,
    author: row.author,
    published_at: row.publishedAt,
    rating: Number(row.rating),
    views: row.views,
    description: row.description,
    tags: row.tags,
    featured: row.featured,
  };
}

/**
 * docs/product/learn.md#content: every item matching the search (title, description, tags, author;
 * accents and case ignored) and the category, level and type filters, newest first. The catalogue is
 * curated and small, so it comes whole; the featured section is the featured part of this answer.
 */
export async function listContent(
  db: Database,
  query: z.output<typeof learningContentQuerySchema>,
): Promise<{ items: LearningContentCard[] }> {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(learningContent.category, query.category));
  if (query.level) filters.push(eq(learningContent.level, query.level));
  if (query.type) filters.push(eq(learningContent.type, query.type));
  const q = query.q ? searchable(query.q).trim() : "";
  if (q) filters.push(sql`${learningContent.searchText} like ${containsPattern(q)}`);
  const rows = await db
    .select(cardColumns)
    .from(learningContent)
    .where(and(...filters))
    .orderBy(desc(learningContent.publishedAt), asc(learningContent.title));
  return { items: rows.map(toCard) };
}

/** One item with its full text. */
export async function getContent(db: Database, id: string): Promise<LearningContentDetail> {
  const [row] = await db
    .select({ ...cardColumns, body: learningContent.body })
    .from(learningContent)
    .where(eq(learningContent.id, id))
    .limit(1);
  if (!row) throw contentNotFound();
  return { ...toCard(row), body: row.body };
}

/** Counts one opening of the item's page; answers the new count. */
export async function countView(db: Database, id: string): Promise<{ views: number }> {
  const [row] = await db
    .update(learningContent)
    .set({ views: sql`${learningContent.views} + 1` })
    .where(eq(learningContent.id, id))
    .returning({ views: learningContent.views });
  if (!row) throw contentNotFound();
  return { views: row.views };
}
