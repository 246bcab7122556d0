import { asc } from "drizzle-orm";
import type { FaqList } from "@alicerce/shared/schemas/learning";
import type { Database } from "../../db/client.ts";
import { learningFaqs } from "../../db/schema/index.ts";

/** docs/product/learn.md#faqs: every FAQ in its editorial order. */
export async function listFaqs(db: Database): Promise<FaqList> {
  const rows = await db.select().from(learningFaqs).orderBy(asc(learningFaqs.position), asc(learningFaqs.question));
  return {
    items: rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer, category: row.category })),
  };
}
