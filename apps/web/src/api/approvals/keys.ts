import type { ApprovalListQuery } from "@alicerce/shared/schemas/approvals";

export type ApprovalFilters = Omit<ApprovalListQuery, "page">;

/** Query keys of the legal desk's queue; every step on a request invalidates `all`. */
export const approvalKeys = {
  all: ["approvals"] as const,
  list: (filters: ApprovalFilters, page: number) => ["approvals", "list", filters, page] as const,
};
