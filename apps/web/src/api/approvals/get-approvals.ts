import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApprovalList } from "@alicerce/shared/schemas/approvals";
import { client, unwrap } from "../client";
import { approvalKeys, type ApprovalFilters } from "./keys";

/** GET /api/approvals: one page of the queue, with its total and the counts by status. */
export function getApprovals(filters: ApprovalFilters, page: number, signal?: AbortSignal): Promise<ApprovalList> {
  return unwrap(client.GET("/api/approvals", { params: { query: { ...filters, page } }, signal }), signal);
}

export function approvalsQueryOptions(filters: ApprovalFilters, page: number) {
  return queryOptions({
    queryKey: approvalKeys.list(filters, page),
    queryFn: ({ signal }) => getApprovals(filters, page, signal),
    // The cards stay on screen while another filter or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useApprovals(filters: ApprovalFilters, page: number) {
  return useQuery(approvalsQueryOptions(filters, page));
}
