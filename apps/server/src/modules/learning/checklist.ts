import { and, asc, eq, sql } from "drizzle-orm";
import type { ProjectType } from "@alicerce/shared/projects";
import type { Checklist, ChecklistItem } from "@alicerce/shared/schemas/learning";
import type { Database } from "../../db/client.ts";
import { learningChecklistItems, learningChecklistTicks } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";

/** Whether `userId` ticked the item, as a column of the item query. */
const checkedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${learningChecklistTicks} where ${learningChecklistTicks.itemId} = ${learningChecklistItems.id} and ${learningChecklistTicks.userId} = ${userId})`;

/** docs/product/learn.md#tools: the documents a project of this type needs, with this user's ticks. */
export async function getChecklist(db: Database, userId: string, projectType: ProjectType): Promise<Checklist> {
  const rows = await db
    .select({
      id: learningChecklistItems.id,
      title: learningChecklistItems.title,
      description: learningChecklistItems.description,
      checked: checkedBy(userId),
    })
    .from(learningChecklistItems)
    .where(eq(learningChecklistItems.projectType, projectType))
    .orderBy(asc(learningChecklistItems.position), asc(learningChecklistItems.title));
  return { project_type: projectType, items: rows.map((r) => ({ ...r, checked: Boolean(r.checked) })) };
}

/**
 * Ticks or unticks one item for this user only. Setting the state it already has changes nothing,
 * so a repeated request (a retry, a double click) is harmless.
 */
export async function setTick(db: Database, userId: string, itemId: string, checked: boolean): Promise<ChecklistItem> {
  const [item] = await db
    .select({
      id: learningChecklistItems.id,
      title: learningChecklistItems.title,
      description: learningChecklistItems.description,
    })
    .from(learningChecklistItems)
    .where(eq(learningChecklistItems.id, itemId))
    .limit(1);
  if (!item) throw notFound("Item da checklist não encontrado.");
  if (checked) {
    await db.insert(learningChecklistTicks).values({ userId, itemId }).onConflictDoNothing();
  } else {
    await db
      .delete(learningChecklistTicks)
      .where(and(eq(learningChecklistTicks.userId, userId), eq(learningChecklistTicks.itemId, itemId)));
  }
  return { ...item, checked };
}
