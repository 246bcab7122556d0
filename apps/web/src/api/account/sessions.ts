import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSession } from "@alicerce/shared/schemas/account";
import { client, unwrap } from "../client";
import { accountKeys } from "./keys";

/** GET /api/account/sessions: "Sessões ativas", this browser's marked `current`. */
export function getAccountSessions(signal?: AbortSignal): Promise<{ items: AccountSession[] }> {
  return unwrap(client.GET("/api/account/sessions", { signal }), signal);
}

export function accountSessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getAccountSessions(signal) });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** DELETE /api/account/sessions/:id ("Encerrar"), or POST …/end-others ("Encerrar todas as outras"). */
export function endSessions(which: { id: string } | "others"): Promise<{ message: string }> {
  return which === "others"
    ? unwrap(client.POST("/api/account/sessions/end-others"))
    : unwrap(client.DELETE("/api/account/sessions/{id}", { params: { path: { id: which.id } } }));
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
