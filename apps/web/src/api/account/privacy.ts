import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataExport, DeleteAccountInput } from "@alicerce/shared/schemas/privacy";
import { client, unwrap } from "../client";
import { accountKeys } from "./keys";

// docs/product/privacy.md: "Baixar meus dados" and "Excluir minha conta".

/** While a request is being prepared, the list is read again this often to show when it is ready. */
const PENDING_POLL_MS = 5_000;

/** GET /api/account/data-export: the account's requests, newest first. */
export function getDataExports(signal?: AbortSignal): Promise<{ items: DataExport[] }> {
  return unwrap(client.GET("/api/account/data-export", { signal }), signal);
}

export function dataExportsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.dataExports(),
    queryFn: ({ signal }) => getDataExports(signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === "pending") ? PENDING_POLL_MS : false,
  });
}

export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

/** POST /api/account/data-export: a job prepares the ZIP and e-mails its link. */
export function requestDataExport(): Promise<{ message: string }> {
  return unwrap(client.POST("/api/account/data-export"));
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.dataExports() }),
  });
}

/** POST /api/account/delete: password and the typed confirmation; the account is anonymised. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return unwrap(client.POST("/api/account/delete", { body: input }));
}

export function useDeleteAccount() {
  // The dialog shows the refusal (which reasons) and the fields' errors itself.
  return useMutation({ mutationFn: deleteAccount, meta: { errorToast: false } });
}
