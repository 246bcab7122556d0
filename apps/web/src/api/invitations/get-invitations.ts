import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamInvitationList } from "@alicerce/shared/schemas/invitations";
import { client, unwrap } from "../client";
import { invitationKeys } from "./keys";

/** GET /api/invitations: pending team invitations for the account's e-mail. */
export function getInvitations(signal?: AbortSignal): Promise<TeamInvitationList> {
  return unwrap(client.GET("/api/invitations", { signal }), signal);
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.mine, queryFn: ({ signal }) => getInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
