import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { LiveDomain, LiveEvent } from "@alicerce/shared/live";
import { approvalKeys } from "../approvals/keys";
import { contractKeys } from "../contracts/keys";
import { documentKeys } from "../documents/keys";
import { investmentKeys } from "../investments/keys";
import { notificationKeys } from "../notifications/keys";
import { portfolioKeys } from "../portfolio/keys";
import { projectKeys } from "../projects/keys";
import { quotationKeys } from "../quotations/keys";
import { signatureKeys } from "../signatures/keys";

/**
 * The queries each live domain feeds (docs/api/chat.md#live-updates, decision 048). An event only
 * marks them stale: the ones on screen refetch through their normal, permission-checked endpoints,
 * the others when next shown. Projects cover the status and raised amount on the project page and
 * list (projectKeys.all holds the project's investments too) and the home figures.
 */
export const LIVE_QUERY_KEYS: Record<LiveDomain, readonly QueryKey[]> = {
  projects: [projectKeys.all, investmentKeys.mine(), portfolioKeys.all],
  approvals: [approvalKeys.all],
  documents: [documentKeys.lists(), ["documents", "versions"]],
  contracts: [contractKeys.all],
  signatures: [signatureKeys.all],
  quotations: [quotationKeys.all],
};

/** The query keys a live event makes stale. */
export function liveQueryKeys(event: LiveEvent): readonly QueryKey[] {
  if (event.type === "notifications.changed") return [notificationKeys.all];
  return event.domains.flatMap((domain) => LIVE_QUERY_KEYS[domain] ?? []);
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  for (const queryKey of liveQueryKeys(event)) void queryClient.invalidateQueries({ queryKey });
}

/** After a reconnect events may have been missed: what they would have touched is refetched (the bell does its own). */
export function refreshLivePages(queryClient: QueryClient) {
  for (const keys of Object.values(LIVE_QUERY_KEYS))
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
