import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Review } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { supplierKeys } from "@/lib/suppliers-api";

/** GET /api/suppliers/:id/reviews: newest first. */
export function getSupplierReviews(id: string, signal?: AbortSignal): Promise<Review[]> {
  return api<Review[]>(`/api/suppliers/${encodeURIComponent(id)}/reviews`, { signal });
}

export function supplierReviewsQueryOptions(id: string) {
  return queryOptions({ queryKey: supplierKeys.reviews(id), queryFn: ({ signal }) => getSupplierReviews(id, signal) });
}

export function useSupplierReviews(id: string, enabled = true) {
  return useQuery({ ...supplierReviewsQueryOptions(id), enabled });
}
