import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Review } from "@alicerce/shared/schemas/suppliers";
import { client, unwrap } from "../client";
import { supplierKeys } from "./keys";

/** GET /api/suppliers/:id/reviews: newest first. */
export function getSupplierReviews(id: string, signal?: AbortSignal): Promise<Review[]> {
  return unwrap(client.GET("/api/suppliers/{id}/reviews", { params: { path: { id } }, signal }), signal);
}

export function supplierReviewsQueryOptions(id: string) {
  return queryOptions({ queryKey: supplierKeys.reviews(id), queryFn: ({ signal }) => getSupplierReviews(id, signal) });
}

export function useSupplierReviews(id: string, enabled = true) {
  return useQuery({ ...supplierReviewsQueryOptions(id), enabled });
}
