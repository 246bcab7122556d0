import { sql } from "drizzle-orm";
import type { SupplierCard } from "@alicerce/shared/schemas/suppliers";
import { profiles, suppliers, user as users } from "../../db/schema/index.ts";

// Aggregates in SQL. Subqueries use explicit aliases: inside a select list drizzle renders
// columns unqualified, which would make "id" mean the subquery's own table.

/** The average rating shown on the card (one decimal), null without reviews; the marketplace also orders by it. */
export const ratingSql = sql<
  string | null
>`(select round(avg(r.rating)::numeric, 1) from supplier_reviews r where r.supplier_id = "suppliers"."id")`;
export const reviewCountSql = sql<number>`(select count(*)::int from supplier_reviews r where r.supplier_id = "suppliers"."id")`;

export const supplierCardColumns = {
  supplier: suppliers,
  ownerName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
  ownerAvatar: profiles.avatarUrl,
  rating: ratingSql,
  reviewCount: reviewCountSql,
  completedCount: sql<number>`(select count(*)::int from quotations q where q.supplier_id = "suppliers"."id" and q.status = 'concluido')`,
  coverImageId: sql<
    string | null
  >`(select p.id from supplier_portfolio_images p where p.supplier_id = "suppliers"."id" order by p.position, p.id limit 1)`,
  cursorTime: sql<string>`"suppliers"."created_at"::text`,
};

export type SupplierCardRow = {
  supplier: typeof suppliers.$inferSelect;
  ownerName: string;
  ownerAvatar: string | null;
  rating: string | null;
  reviewCount: number;
  completedCount: number;
  coverImageId: string | null;
  cursorTime: string;
};

export const portfolioUrl = (supplierId: string, imageId: string) =>
  `/api/suppliers/${supplierId}/portfolio/${imageId}`;

export function toSupplierCard(row: SupplierCardRow): SupplierCard {
  const s = row.supplier;
  return {
    id: s.id,
    company_name: s.companyName,
    category: s.category,
    description: s.description,
    location_city: s.locationCity,
    location_state: s.locationState,
    service_radius_km: s.serviceRadiusKm,
    average_delivery_days: s.averageDeliveryDays,
    verified: s.verified,
    owner_name: row.ownerName,
    rating: row.rating === null ? null : Number(row.rating),
    review_count: Number(row.reviewCount),
    completed_count: Number(row.completedCount),
    cover_image_url: row.coverImageId ? portfolioUrl(s.id, row.coverImageId) : null,
  };
}
