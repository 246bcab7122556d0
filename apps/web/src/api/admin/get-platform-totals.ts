import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import { client, unwrap } from "../client";
import { adminKeys } from "./keys";

/** GET /api/admin/totals: users by type, projects by status, money invested. */
export function getPlatformTotals(signal?: AbortSignal): Promise<PlatformTotals> {
  return unwrap(client.GET("/api/admin/totals", { signal }), signal);
}

export const platformTotalsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.totals(), queryFn: ({ signal }) => getPlatformTotals(signal) });

export function usePlatformTotals() {
  return useQuery(platformTotalsQueryOptions());
}
