import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserPage } from "@alicerce/shared/schemas/admin";
import { client, unwrap } from "../client";
import { adminKeys, type AdminUserFilters } from "./keys";

/** GET /api/admin/users: one page of accounts for the search and filters. */
export function getAdminUsers(filters: AdminUserFilters, page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = { ...filters, page };
  return unwrap(client.GET("/api/admin/users", { params: { query }, signal }), signal);
}

export const adminUsersQueryOptions = (filters: AdminUserFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.userPage(filters, page),
    queryFn: ({ signal }) => getAdminUsers(filters, page, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: AdminUserFilters, page: number) {
  return useQuery(adminUsersQueryOptions(filters, page));
}
