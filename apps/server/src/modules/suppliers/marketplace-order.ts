import { sql, type SQL } from "drizzle-orm";
import { suppliers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { isCursorTime, isUuid } from "../../lib/keyset-cursor.ts";
import { ratingSql, reviewCountSql, type SupplierCardRow } from "./supplier-card.ts";

/**
 * The marketplace order (docs/product/marketplace.md#supplier-list): verified first, then the
 * rating shown on the card (suppliers without reviews after every rated one), then the number of
 * reviews, then newest, then id so that ties never reorder between pages. Every key is descending,
 * so "after the cursor" is one row comparison over the same keys.
 */
const NO_RATING = -1;
const ratingKey = sql`coalesce(${ratingSql}, ${NO_RATING})`;
const orderKeys = [
  sql`${suppliers.verified}`,
  ratingKey,
  reviewCountSql,
  sql`${suppliers.createdAt}`,
  sql`${suppliers.id}`,
];

export const marketplaceOrder: SQL[] = orderKeys.map((key) => sql`${key} desc`);

/** The last card's keys, base64url JSON: [verified, rating text or null, review count, created_at text, id]. */
type MarketplaceCursor = { verified: boolean; rating: string | null; reviewCount: number; time: string; id: string };

export function encodeMarketplaceCursor(row: SupplierCardRow): string {
  const keys = [row.supplier.verified, row.rating, Number(row.reviewCount), row.cursorTime, row.supplier.id];
  return Buffer.from(JSON.stringify(keys)).toString("base64url");
}

// The rating is numeric(…,1) text such as "4.7" or "5.0".
const RATING_TEXT = /^[0-5](?:\.\d)?$/;

export function decodeMarketplaceCursor(raw: string): MarketplaceCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new Error("bad cursor");
    const [verified, rating, reviewCount, time, id] = parsed as unknown[];
    const valid =
      typeof verified === "boolean" &&
      (rating === null || (typeof rating === "string" && RATING_TEXT.test(rating))) &&
      Number.isSafeInteger(reviewCount) &&
      (reviewCount as number) >= 0 &&
      // A PostgreSQL int: a larger count would make the comparison fail with a 500, not a 400.
      (reviewCount as number) <= 2_147_483_647 &&
      typeof time === "string" &&
      isCursorTime(time) &&
      typeof id === "string" &&
      isUuid(id);
    if (!valid) throw new Error("bad cursor");
    return { verified, rating, reviewCount: reviewCount as number, time, id } as MarketplaceCursor;
  } catch {
    throw new AppError("VALIDATION_ERROR", "Página inválida. Recarregue a lista.", { cursor: ["Cursor inválido."] });
  }
}

/** Suppliers that come after the cursor's card in the marketplace order. */
export function afterMarketplaceCursor(c: MarketplaceCursor): SQL {
  const rating = c.rating ?? String(NO_RATING);
  return sql`(${sql.join(orderKeys, sql`, `)}) < (${c.verified}::boolean, ${rating}::numeric, ${c.reviewCount}::int, ${c.time}::timestamptz, ${c.id}::uuid)`;
}
